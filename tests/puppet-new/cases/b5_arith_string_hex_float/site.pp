notice('0x12.3' + '010')
