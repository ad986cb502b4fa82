notice(regsubst('foo', /bar/, 'gazonk', 'I'))
