define d($path = "/srv/${title}") { file { $path: ensure => directory } }
d { 'x': }
d { 'y': path => '/opt/y' }
