notify { 'a': require => Notify['a'] }
