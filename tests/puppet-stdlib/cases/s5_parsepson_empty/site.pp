notice(parsepson(''))
