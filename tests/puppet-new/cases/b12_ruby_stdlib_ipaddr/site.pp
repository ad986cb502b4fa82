notice(r12l::net_info('10.1.2.0/24', '10.1.2.77'))
notice(r12l::net_info('fd00::/64', 'fd00::1'))
notice(r12l::net_info('10.1.2.0/24', '10.9.9.9'))
