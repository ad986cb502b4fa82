class k {}
notify { 'a': require => 'Class[k]' }
