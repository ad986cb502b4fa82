$y = Struct[{a => Integer[2]}].new([a, '0x10'])
notice($y)
