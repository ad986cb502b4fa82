class k { }
include k
define d(Type[Resource['class']] $r, Hash[String, Type[Resource]] $h = { 'x' => Class['k'] }) { notify { $title: require => $r } }
d { 'a': r => Class['k'] }
