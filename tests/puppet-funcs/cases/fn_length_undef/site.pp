notice(length(undef))
