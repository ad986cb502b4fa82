notice(r12w::port_num(8080))
notice(r12w::port_num('http'))
