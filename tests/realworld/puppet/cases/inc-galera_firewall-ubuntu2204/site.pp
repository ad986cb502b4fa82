include galera::firewall
