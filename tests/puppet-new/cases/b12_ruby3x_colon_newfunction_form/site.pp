notice(r12_double(21))
notice(r12_double('4'))
