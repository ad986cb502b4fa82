type Cidr::Port = Integer[1, 65535]
