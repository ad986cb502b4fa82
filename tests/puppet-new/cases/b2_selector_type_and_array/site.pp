notice(5 ? { String => 's', Integer[0,3] => 'small', Integer => 'int' })
notice('b' ? { ['a', 'b'] => 'in-array', default => 'd' })
