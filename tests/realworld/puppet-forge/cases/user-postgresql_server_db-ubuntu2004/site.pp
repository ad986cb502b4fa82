class { 'postgresql::globals':
  encoding => 'UTF-8',
  locale   => 'en_US.UTF-8',
}
class { 'postgresql::server':
  listen_addresses => '*',
}
postgresql::server::db { 'app':
  user     => 'app',
  password => postgresql::postgresql_password('app', 'secret'),
}
postgresql::server::pg_hba_rule { 'app from lan':
  type        => 'host',
  database    => 'app',
  user        => 'app',
  address     => '192.168.0.0/16',
  auth_method => 'scram-sha-256',
}
postgresql::server::role { 'readonly':
  password_hash => postgresql::postgresql_password('readonly', 'ro'),
}
