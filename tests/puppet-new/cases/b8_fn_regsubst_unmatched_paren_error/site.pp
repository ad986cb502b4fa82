notice(regsubst('foo', '(', 'gazonk'))
