class apt { }
notify { 'x': require => Class['apt'] }
