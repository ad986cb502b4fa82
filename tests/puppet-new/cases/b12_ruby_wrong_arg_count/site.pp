notice(r12n::pair('a', 'b', 'c'))
