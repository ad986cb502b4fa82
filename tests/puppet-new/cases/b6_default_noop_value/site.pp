Notify { noop => true }
notify { 'a': }
