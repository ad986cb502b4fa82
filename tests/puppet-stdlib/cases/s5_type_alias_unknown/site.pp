notice(1 =~ Stdlib::Nope)
