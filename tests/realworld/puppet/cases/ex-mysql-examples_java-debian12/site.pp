class { 'mysql::java':}
