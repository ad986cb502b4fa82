notice('42'.convert_to(Integer))
notice('0x1f'.convert_to(Integer))
notice([1, 2].convert_to(String))
notice('3'.convert_to(Integer) |$x| { $x + 1 })
