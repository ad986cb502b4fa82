notice(stdlib::seeded_rand(100, 'a'))
notice(stdlib::seeded_rand(1, 'x'))
notice(stdlib::seeded_rand(1000000, 'seed'))
notice(seeded_rand(20, 'b'))
