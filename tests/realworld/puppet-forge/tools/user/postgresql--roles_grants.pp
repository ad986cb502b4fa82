# a PostgreSQL server: listen address, pg_hba rules, config entries, roles, databases and grants
class { 'postgresql::globals':
  manage_package_repo => false,
  encoding            => 'UTF8',
  locale              => 'en_US.UTF-8',
}
class { 'postgresql::server':
  listen_addresses           => '*',
  ip_mask_allow_all_users    => '10.0.0.0/8',
  ipv4acls                   => ['hostssl all all 10.0.0.0/8 md5'],
}
postgresql::server::config_entry { 'max_connections': value => '300' }
postgresql::server::config_entry { 'shared_buffers': value => '1GB' }
postgresql::server::config_entry { 'log_min_duration_statement': value => '500' }
postgresql::server::role { 'app':
  password_hash => postgresql::postgresql_password('app', 'app-secret'),
  createdb      => false,
  login         => true,
}
postgresql::server::role { 'readonly': login => true, password_hash => 'md5deadbeef' }
postgresql::server::db { 'appdb':
  user     => 'appowner',
  password => postgresql::postgresql_password('appowner', 'owner-secret'),
  encoding => 'UTF8',
}
postgresql::server::database_grant { 'app on appdb':
  privilege => 'ALL',
  db        => 'appdb',
  role      => 'app',
}
postgresql::server::grant { 'readonly tables':
  role        => 'readonly',
  db          => 'appdb',
  privilege   => 'SELECT',
  object_type => 'ALL TABLES IN SCHEMA',
  object_name => 'public',
}
postgresql::server::pg_hba_rule { 'monitoring from the nagios host':
  type        => 'host',
  database    => 'appdb',
  user        => 'readonly',
  address     => '192.0.2.50/32',
  auth_method => 'md5',
  order       => 200,
}
postgresql::server::extension { 'pg_stat_statements': database => 'appdb' }
