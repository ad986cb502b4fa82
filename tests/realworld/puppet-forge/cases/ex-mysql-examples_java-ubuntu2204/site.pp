class { 'mysql::java': }
