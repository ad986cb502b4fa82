notice(compare('A', 'b', false))
notice(compare('B', 'a', false))
notice(compare('B', 'b', false))
notice(compare('b', 'a', false))
