notice(1 in 1)
notice(undef in [undef])
