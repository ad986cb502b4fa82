notify { 'a': before => 3 }
