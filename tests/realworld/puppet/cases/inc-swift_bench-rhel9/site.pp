include swift::bench
