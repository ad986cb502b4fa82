$x = ['nope', ['ok']]
notice(getvar('x.1.blue'))
