notice(regsubst("a\nb", 'a.b', 'x', 'M'))
notice(regsubst('a b', 'a b', 'y', 'E'))
notice(regsubst("a\nb", '^b', 'c'))
