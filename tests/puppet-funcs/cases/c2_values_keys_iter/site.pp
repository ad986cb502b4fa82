notice(keys({}))
notice(values({a => undef}))
notice(keys({1 => a, [2] => b}))
