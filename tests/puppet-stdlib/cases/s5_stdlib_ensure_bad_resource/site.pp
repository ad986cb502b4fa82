notice(stdlib::ensure(true, 'user'))
