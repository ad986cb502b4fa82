Notify { loglevel => 'bogus' }
notify { 'a': }
