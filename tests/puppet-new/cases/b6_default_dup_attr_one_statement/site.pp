Notify { message => 'one', message => 'two' }
notify { 'a': }
