class k { }
define d(Type[Class] $c = Class['k']) { include $c notify { $title: message => "${c}" } }
d { 'x': }
