class foo { }
class foo::bar { }
include foo, foo::bar
notify { 'a': require => Class['foo'] }
notify { 'b': require => Class[foo] }
notify { 'c': require => Class['::foo'] }
notify { 'd': require => Class['Foo::Bar'] }
