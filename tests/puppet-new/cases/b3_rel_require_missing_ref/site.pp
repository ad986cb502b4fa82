notify { 'a': require => Notify['nope'] }
