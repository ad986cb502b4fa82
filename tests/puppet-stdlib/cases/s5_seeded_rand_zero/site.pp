notice(stdlib::seeded_rand(0, 'a'))
