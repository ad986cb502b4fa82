notify { 'a': require => 1.5 }
