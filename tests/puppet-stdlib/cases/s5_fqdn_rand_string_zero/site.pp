notice(stdlib::fqdn_rand_string(0))
