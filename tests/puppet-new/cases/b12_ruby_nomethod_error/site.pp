notice(r12v::broken(undef))
