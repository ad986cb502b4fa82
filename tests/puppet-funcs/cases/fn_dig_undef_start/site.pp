notice(dig(undef, a) == undef)
