stdlib::validate_domain_name('bad_name!')
