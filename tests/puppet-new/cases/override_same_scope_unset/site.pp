notify { 'a': }
Notify['a'] { message => 'set later' }
