notify { 'a': require => Class }
