user { 'u1': name => 'bob' }
user { 'bob': }
