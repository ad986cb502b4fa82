notice(type({1 => a, b => 2}))
notice(type(''))
notice(type([undef]))
notice(type({a => [1]}, generalized))
