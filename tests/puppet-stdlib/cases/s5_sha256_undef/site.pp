notice(stdlib::sha256(undef))
