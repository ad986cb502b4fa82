notice(r12_fmt(['b', 'a'], 3))
