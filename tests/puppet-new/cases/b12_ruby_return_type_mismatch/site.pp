notice(r12d::port_of('web'))
