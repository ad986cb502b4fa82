class Foo::Bar { }
