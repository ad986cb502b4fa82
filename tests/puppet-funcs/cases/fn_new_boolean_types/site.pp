notice(Boolean(undef))
