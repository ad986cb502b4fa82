notify { 'a': schedule => 'nope' }
