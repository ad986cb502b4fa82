notice(r12q::refs('file', ['/a', '/b']))
notice(r12q::refs('apache::vhost', ['x']))
