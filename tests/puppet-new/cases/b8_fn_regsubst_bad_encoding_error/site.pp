notice(regsubst('foo', 'bar', 'gazonk', undef, 'X'))
