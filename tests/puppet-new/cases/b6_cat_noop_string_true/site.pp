notify { 'a': noop => 'true' }
