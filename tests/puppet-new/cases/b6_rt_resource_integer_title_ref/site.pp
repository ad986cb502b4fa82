notify { 'a': require => Notify[1] }
notify { '1': }
