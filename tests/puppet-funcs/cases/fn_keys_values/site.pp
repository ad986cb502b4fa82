notice(keys({b => 1, a => 2}))
notice(values({b => 1, a => 2}))
notice(keys({}))
