# mysql: a replica with many mysqld options, purged defaults, and a db imported from a file
class { 'mysql::server':
  root_password           => 'r00t',
  remove_default_accounts => true,
  manage_config_file      => true,
  override_options        => {
    'mysqld'     => {
      'server-id'         => 2,
      'log-bin'           => 'mysql-bin',
      'relay-log'         => 'mysql-relay-bin',
      'read_only'         => 1,
      'binlog_format'     => 'ROW',
      'skip-name-resolve' => true,
      'sql_mode'          => 'STRICT_TRANS_TABLES,NO_ENGINE_SUBSTITUTION',
    },
    'mysqld_safe' => { 'log-error' => '/var/log/mysql/mysqld_safe.log' },
  },
  databases               => { 'inventory' => { ensure => present, charset => 'utf8mb4' } },
}
mysql_user { 'repl@10.0.0.%': ensure => present, password_hash => mysql::password('repl-pass') }
mysql_grant { 'repl@10.0.0.%/*.*':
  ensure     => present,
  user       => 'repl@10.0.0.%',
  table      => '*.*',
  privileges => ['REPLICATION SLAVE', 'REPLICATION CLIENT'],
}
mysql::db { 'legacy':
  user           => 'legacy',
  password       => 'legacy-pw',
  sql            => ['/srv/dumps/legacy.sql'],
  import_timeout => 900,
  enforce_sql    => false,
}
