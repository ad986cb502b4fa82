file { '/tmp/m': mode => 644 }
