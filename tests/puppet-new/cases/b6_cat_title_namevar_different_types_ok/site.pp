file { '/tmp/x': }
exec { '/tmp/x': }
