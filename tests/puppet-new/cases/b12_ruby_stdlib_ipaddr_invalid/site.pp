notice(r12l::valid_ip('300.1.1.1'))
notice(r12l::valid_ip('192.168.0.1'))
