type M::Port = Integer[1, 65535]
