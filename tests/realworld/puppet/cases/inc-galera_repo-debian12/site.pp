include galera::repo
