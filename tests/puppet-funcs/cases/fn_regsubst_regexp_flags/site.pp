notice(regsubst('aa', /a/, 'b', 'G'))
