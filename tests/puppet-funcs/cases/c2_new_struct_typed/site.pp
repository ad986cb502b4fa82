$t = Struct[{a => Integer, Optional[b] => String}]
notice($t.new({a => 1}))
notice($t.new({a => 2, b => 'x'}))
