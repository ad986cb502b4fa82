include galera::status
