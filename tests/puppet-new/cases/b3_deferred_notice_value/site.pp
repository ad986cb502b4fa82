$d = Deferred('join', [['a', 'b'], '-'])
notice(type($d, 'generalized'))
