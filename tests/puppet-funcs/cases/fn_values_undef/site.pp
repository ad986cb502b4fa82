notice(values(undef))
