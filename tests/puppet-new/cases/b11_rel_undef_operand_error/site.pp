notify { 'a': }
Notify['a'] -> undef
