type Foo inherits Bar { }
notice(1)
