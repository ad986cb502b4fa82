notice(enclose_ipv6('nope'))
