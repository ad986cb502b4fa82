notify { 'a': loglevel => 'verbose' }
