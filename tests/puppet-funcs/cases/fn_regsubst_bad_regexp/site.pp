notice(regsubst('a', '(', 'b'))
