class k { }
notice(Resource['class'])
notice(Resource['class'] == Class)
notice(Class['k'] =~ Type[Resource['class']])
notice(Class['k'] =~ Type[Class])
notice(Class['k'] =~ Type[Resource])
Resource['class'] { 'k': }
