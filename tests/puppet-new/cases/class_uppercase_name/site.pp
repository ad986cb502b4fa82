class Foo { }
include foo
