notice(stdlib::ip_in_range('nope', '10.0.0.0/8'))
