notify { 'a': noop => false }
