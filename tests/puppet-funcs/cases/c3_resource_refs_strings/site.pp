file { '/a': ensure => file }
notify { 'n': message => "ref is ${File['/a']}" }
notice(File['/a'])
notice(Notify['n'] == Notify['n'])
notice(File[['/a', '/b']])
notice(Resource['file', '/a'])
notice(Class['Main'])
notice(type(File['/a']))
