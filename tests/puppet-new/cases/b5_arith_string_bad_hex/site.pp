notice('0xWTF' + '010')
