notify { 'X': }
notify { 'y': require => Notify['X'] }
