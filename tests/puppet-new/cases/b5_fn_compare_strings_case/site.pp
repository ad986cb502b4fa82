notice(compare('A', 'b'))
notice(compare('B', 'a'))
notice(compare('B', 'b'))
notice(compare('B', 'b', true))
