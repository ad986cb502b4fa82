notice(String(Notify['x']))
notice("${File['/tmp/a']}")
notice(String(Class['main']))
notice([Notify['a'], Class['b']])
