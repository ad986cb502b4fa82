notice(camelcase({a_b => c_d}))
