File { tag => 'deftag' }
file { '/tmp/x': }
