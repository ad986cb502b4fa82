notice(String(1, undef))
