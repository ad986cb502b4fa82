$x = {a => [1, 2]}
notice(getvar('x.a.1'))
notice(getvar('nope', 'dflt'))
notice(getvar('nope') == undef)
notice(getvar('x.b', 9))
