define d($dep) { notify { "d-${title}": require => $dep, message => $dep } }
notify { 'a': }
d { 'x': dep => 'Notify[a]' }
