notice(stdlib::seeded_rand_string(0, 'seed'))
