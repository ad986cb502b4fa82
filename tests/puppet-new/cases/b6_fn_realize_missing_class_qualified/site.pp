realize(Class['a::b'])
