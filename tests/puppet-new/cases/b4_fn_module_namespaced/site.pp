include m
notice(m::double(4))
