notify { 'X': }
notify { 'y': require => Notify['x'] }
