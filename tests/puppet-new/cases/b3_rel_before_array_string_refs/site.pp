notify { 'a': }
notify { 'b': }
notify { 'c': before => ['Notify[a]', 'Notify[b]'] }
