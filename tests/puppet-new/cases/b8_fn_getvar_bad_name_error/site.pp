notice(getvar('x-x.1.blue'))
