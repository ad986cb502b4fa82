notice(regsubst("a\nb", 'a.b', 'X', 'M'))
notice(regsubst('abc', 'B', '\0\0', 'IG'))
