notice(ceiling('1x'))
