notify { 'a': alias => 'al' }
notify { 'n': before => 'Notify[al]' }
