notice(to_bytes('4 Q'))
