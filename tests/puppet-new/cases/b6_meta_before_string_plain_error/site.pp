notify { 'a': before => 'b' }
