notify { 'n': loglevel => 'loud' }
