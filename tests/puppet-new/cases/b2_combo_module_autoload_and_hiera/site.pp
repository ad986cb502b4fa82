include m
notice($m::p)
