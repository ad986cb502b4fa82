notify { 'n': noop => 'maybe' }
