notice(stdlib::type_of(1))
notice(stdlib::type_of([1,'a']))
notice(type_of({'a'=>1}))
notice(stdlib::type_of(undef))
