user { 'a': name => 'bob' }
user { 'bob': }
