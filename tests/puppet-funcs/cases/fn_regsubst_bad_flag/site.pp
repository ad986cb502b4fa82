notice(regsubst('a', 'a', 'b', 'Q'))
