notice(stdlib::seeded_rand_string(8, 'seed'))
notice(stdlib::seeded_rand_string(8, 'seed', 'xyz'))
notice(seeded_rand_string(4, 'a'))
