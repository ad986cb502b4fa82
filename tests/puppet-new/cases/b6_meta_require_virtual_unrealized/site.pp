@notify { 'v': }
notify { 'a': require => Notify['v'] }
