notice(Integer(undef))
