@notify { 'v': require => Notify['missing'] }
notify { 'a': }
