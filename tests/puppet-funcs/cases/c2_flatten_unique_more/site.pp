notice(flatten(1, [2, [3]], []))
notice(unique([1, 1.0, '1']))
notice(unique('aabbc'))
notice(unique({a => 1, b => 1, c => 2}))
