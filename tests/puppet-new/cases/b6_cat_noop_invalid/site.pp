notify { 'a': noop => 'maybe' }
