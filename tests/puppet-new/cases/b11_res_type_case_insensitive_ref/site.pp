notify { 'a': }
notify { 'b': before => notify['a'] }
