class k { }
define d(Array[Type[Class]] $r) { notify { $title: message => "${r}" } }
d { 'a': r => [Class['k']] }
