notice(r12w::dedupe(['b', 'a', 'b', 'c', 'a']))
