type Integer[1] = Foo
notice(1)
