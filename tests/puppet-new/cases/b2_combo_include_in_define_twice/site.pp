class shared { notify { 'shared': } }
define d { include shared notify { "d-${title}": require => Class['shared'] } }
d { ['a', 'b']: }
