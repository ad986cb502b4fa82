notice(max([]) == undef)
