function Foo() { 1 }
