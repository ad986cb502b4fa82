class c { }
notify { 'n': require => Class['c'] }
