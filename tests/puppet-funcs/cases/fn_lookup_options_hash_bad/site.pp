notice(lookup({name => 'nokey', bogus => 1}))
