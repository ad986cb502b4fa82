notice(r12_port('70000'))
