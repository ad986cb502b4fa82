$t = Struct[{a => Integer, Optional[b] => String, c => Optional[Integer]}]
notice({a => 1, c => undef} =~ $t)
notice({a => 1} =~ $t)
notice({a => 1, c => 2, b => 'x'} =~ $t)
notice({a => 1, c => 2, d => 1} =~ $t)
notice({a => 1, c => 2, b => undef} =~ $t)
notice({'a' => 1, c => 1} =~ Struct[{NotUndef[a] => Integer, c => Integer}])
