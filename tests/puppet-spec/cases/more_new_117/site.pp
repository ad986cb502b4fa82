        $x = Struct[{a => Integer[2]}].new({a => 0})
