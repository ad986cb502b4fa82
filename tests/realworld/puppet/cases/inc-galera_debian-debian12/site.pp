include galera::debian
