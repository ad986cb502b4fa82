notify { 'a': require => true }
