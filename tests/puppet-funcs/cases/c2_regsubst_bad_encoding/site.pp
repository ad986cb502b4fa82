notice(regsubst('abc', 'b', 'x', 'G', 'U'))
notice(regsubst('abc', 'b', 'x', '', 'N'))
