notice(Foo::bar)
