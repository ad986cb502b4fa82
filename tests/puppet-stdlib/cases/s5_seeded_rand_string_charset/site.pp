notice(stdlib::seeded_rand_string(8, 'seed', 'x'))
