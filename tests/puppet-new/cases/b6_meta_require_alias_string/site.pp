notify { 'a': alias => 'al' }
notify { 'b': require => 'Notify[al]' }
