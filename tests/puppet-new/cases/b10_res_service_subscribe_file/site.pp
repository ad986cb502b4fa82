file { '/etc/app.conf': content => "a=1\n" }
service { 'app': ensure => running, subscribe => File['/etc/app.conf'] }
