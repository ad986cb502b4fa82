notice(abs('1x'))
