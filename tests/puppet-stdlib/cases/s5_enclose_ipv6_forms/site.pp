notice(enclose_ipv6('::1'))
notice(enclose_ipv6(['127.0.0.1', 'fe80::1', '[::2]', '*']))
