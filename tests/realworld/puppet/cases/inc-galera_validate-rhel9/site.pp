include galera::validate
