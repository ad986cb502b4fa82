notice(regsubst('foo', 'bar', 'gazonk', 'X'))
