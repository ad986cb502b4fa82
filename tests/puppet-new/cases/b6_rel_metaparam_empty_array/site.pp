notify { 'a': require => [] }
