class foo { }
notice(Class['foo'])
notice("${Class[foo]}")
notice(Class['::foo::bar'])
notice(Class)
notice(String(Class['Foo']))
