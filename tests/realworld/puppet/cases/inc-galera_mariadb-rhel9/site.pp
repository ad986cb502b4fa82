include galera::mariadb
