user { 'account': name => 'bob' }
User['bob'] -> notify { 'after': }
