notice(9223372036854775807 =~ Integer[0])
notice(1.0 =~ Float[1])
notice(1 =~ Float[0.5, 1.5])
