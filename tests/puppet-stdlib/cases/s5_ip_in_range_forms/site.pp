notice(stdlib::ip_in_range('10.10.10.53', '10.10.10.0/24'))
notice(stdlib::ip_in_range('10.10.11.1', ['10.10.10.0/24', '10.10.11.0/30']))
notice(stdlib::ip_in_range('192.168.0.1', '10.0.0.0/8'))
notice(stdlib::ip_in_range('fe80::1', 'fe80::/64'))
