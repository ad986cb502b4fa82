notice(to_bytes('2g'))
