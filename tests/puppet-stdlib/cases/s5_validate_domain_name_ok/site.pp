stdlib::validate_domain_name('example.com', 'localhost', 'a.b.', 'x-1.org')
validate_domain_name('host')
notice('ok')
