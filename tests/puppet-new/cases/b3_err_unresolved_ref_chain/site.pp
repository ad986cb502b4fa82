notify { 'a': }
Notify['a'] -> File['/missing']
