define d($dep) { notify { "d-${title}": require => $dep } }
notify { 'base': }
d { 'x': dep => Notify['base'] }
d { 'y': dep => [Notify['base'], D['x']] }
