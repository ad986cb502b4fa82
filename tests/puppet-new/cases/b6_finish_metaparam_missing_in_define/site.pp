define d() { notify { "d-${title}": require => Notify['missing'] } }
d { 'x': }
