notify { 'a': before => Notify['a'] }
