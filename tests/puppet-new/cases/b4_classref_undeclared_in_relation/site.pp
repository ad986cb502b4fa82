class foo { }
notify { 'x': before => Class['foo'] }
