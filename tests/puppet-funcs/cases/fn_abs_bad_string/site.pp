notice(abs('abc'))
