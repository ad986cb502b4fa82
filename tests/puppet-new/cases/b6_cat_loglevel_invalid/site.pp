notify { 'a': loglevel => 'loud' }
