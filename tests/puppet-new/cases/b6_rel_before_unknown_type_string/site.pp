notify { 'a': before => 'Bogus[b]' }
