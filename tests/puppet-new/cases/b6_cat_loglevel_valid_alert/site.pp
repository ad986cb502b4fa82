notify { 'a': loglevel => 'alert' }
