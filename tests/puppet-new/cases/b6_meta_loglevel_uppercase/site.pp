notify { 'a': loglevel => 'INFO' }
