notice(enclose_ipv6({}))
