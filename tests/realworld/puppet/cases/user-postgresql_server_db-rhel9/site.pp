class { 'postgresql::globals':
  version             => '15',
  manage_package_repo => false,
}
class { 'postgresql::server':
  listen_addresses => '*',
}
postgresql::server::db { 'mydatabasename':
  user     => 'mydatabaseuser',
  password => postgresql::postgresql_password('mydatabaseuser', 'mypassword'),
}
postgresql::server::pg_hba_rule { 'allow application network':
  type        => 'host',
  database    => 'app',
  user        => 'app',
  address     => '192.0.2.0/24',
  auth_method => 'md5',
}
