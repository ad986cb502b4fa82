notice(regsubst('foo', 'bar'))
