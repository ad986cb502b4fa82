notice(File['/a'] == File['/a'])
notice(File =~ Type[Resource])
notice(Resource['file', '/x'] == File['/x'])
notice(Class['Foo'] == Class['foo'])
