notice(foo::bar)
notice(::foo)
