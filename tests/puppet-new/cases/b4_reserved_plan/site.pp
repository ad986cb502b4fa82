plan foo() { }
