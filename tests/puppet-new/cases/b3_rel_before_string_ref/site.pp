notify { 'a': }
notify { 'b': before => 'Notify[a]' }
