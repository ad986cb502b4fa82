$t = Struct[{a => Integer}]
notice($t.new({a => 'x'}))
