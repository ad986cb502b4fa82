notify { 'a': before => 'notify[b]' }
notify { 'b': }
