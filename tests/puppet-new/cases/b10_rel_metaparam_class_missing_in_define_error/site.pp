define d() { notify { "d-${title}": require => Class['nonexistent'] } }
d { 'x': }
