notice(compare(undef, 1))
