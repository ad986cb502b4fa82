define file($x = 1) { notify { 'shadow': } }
file { '/tmp/x': }
