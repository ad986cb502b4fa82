notify { 'a': noop => 1 }
