notify { 'a': alias => 5 }
