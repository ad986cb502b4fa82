notify { 'a': before => 42 }
