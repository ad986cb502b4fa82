notice(r12d::port_of('ssh'))
notice(type(r12d::port_of('ssh')))
