define d() {}
notify { 'a': require => D }
