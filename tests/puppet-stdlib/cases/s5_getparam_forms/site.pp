file { '/tmp/a': ensure => file, mode => '0644' }
user { 'u': groups => ['a','b'] }
notice(getparam(File['/tmp/a'], 'mode'))
notice(getparam(File['/tmp/a'], 'owner'))
notice(getparam(User['u'], 'groups'))
notice(getparam(File['/tmp/none'], 'mode'))
