type Foo inherits Object { }
