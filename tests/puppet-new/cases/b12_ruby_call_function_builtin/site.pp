notice(r12f::fmt_list(['b', 'a', 'c']))
