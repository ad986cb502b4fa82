notice(r12_pair('a', 'b'))
notice(r12_pair('a'))
