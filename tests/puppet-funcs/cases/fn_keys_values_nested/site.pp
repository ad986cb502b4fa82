notice(values({a => {b => 1}, c => [2]}))
notice(keys({1 => a, [2] => b}))
