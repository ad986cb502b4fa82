notice(r12_atleast('a'))
notice(r12_atleast('a', 'b', 'c'))
notice(r12_atleast())
