notify { 'a': alias => 'b' }
notify { 'c': require => Notify['b'] }
