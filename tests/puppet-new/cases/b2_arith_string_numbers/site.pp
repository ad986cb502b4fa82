notice('3' + 4)
notice('0x10' + 1)
notice('1.5' * 2)
notice('010' + 0)
