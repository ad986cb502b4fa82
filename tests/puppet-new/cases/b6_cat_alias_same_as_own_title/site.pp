notify { 'a': alias => 'a' }
