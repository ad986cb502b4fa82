define d(Type[Resource] $kind, String $t) { notify { "${title}": message => "${kind}" } }
d { 'x': kind => File, t => 'f' }
