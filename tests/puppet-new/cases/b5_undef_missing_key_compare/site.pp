notice({a => 1}[b] == undef)
notice(undef == {a => 1}[b])
