# postgresql: globals by OS, server with many config entries from a hash, schemas, default privileges
class { 'postgresql::globals':
  manage_package_repo => false,
  version             => $facts['os']['family'] ? { 'RedHat' => '13', default => undef },
}
class { 'postgresql::server':
  listen_addresses        => 'localhost',
  postgres_password       => 'pg-admin-secret',
  pg_hba_conf_defaults    => true,
  manage_pg_ident_conf    => true,
}
$config = { 'work_mem' => '16MB', 'maintenance_work_mem' => '256MB', 'wal_level' => 'replica', 'max_wal_senders' => '5', 'log_line_prefix' => '%m [%p] %q%u@%d ' }
$config.each |$k, $v| { postgresql::server::config_entry { $k: value => $v } }
postgresql::server::db { 'reports': user => 'reporter', password => 'rep-secret', owner => 'reporter' }
postgresql::server::schema { 'analytics': db => 'reports', owner => 'reporter' }
postgresql::server::default_privileges { 'reporter read analytics':
  db          => 'reports',
  role        => 'readonly',
  privilege   => 'SELECT',
  object_type => 'TABLES',
  schema      => 'analytics',
}
postgresql::server::role { 'readonly': login => true, password_hash => 'md5cafe' }
postgresql::server::pg_ident_rule { 'map ops':
  map_name          => 'ops',
  system_username   => 'alice',
  database_username => 'reporter',
}
postgresql::server::tablespace { 'fast': location => '/srv/pg_fast' }
