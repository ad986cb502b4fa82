notice('a' in 'cab')
notice('A' in 'abc')
notice('bc' in 'abc')
notice(1 in '123')
