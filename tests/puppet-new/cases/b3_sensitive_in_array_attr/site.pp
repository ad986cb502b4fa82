file { '/f': ensure => file, content => Sensitive("text\n") }
