class { 'mysql::server':
  root_password => 'password',
}
