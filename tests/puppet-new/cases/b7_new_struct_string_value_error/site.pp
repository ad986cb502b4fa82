$x = Struct[{a => Integer[2]}].new({a => '2'})
notice($x)
