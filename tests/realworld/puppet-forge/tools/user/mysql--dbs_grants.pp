# a database server with several application databases, users and grants
class { 'mysql::server':
  root_password           => 'Sup3rS3cret',
  remove_default_accounts => true,
  restart                 => true,
  override_options        => {
    'mysqld' => {
      'bind-address'            => '0.0.0.0',
      'max_connections'         => 500,
      'innodb_buffer_pool_size' => '2G',
      'log-error'               => '/var/log/mysql/error.log',
    },
  },
  users                   => {
    'report@10.0.0.%' => { ensure => present, password_hash => mysql::password('r3port') },
  },
  grants                  => {
    'report@10.0.0.%/*.*' => { ensure => present, options => ['GRANT'], privileges => ['SELECT'], table => '*.*', user => 'report@10.0.0.%' },
  },
}
['shop', 'blog', 'wiki'].each |$app| {
  mysql::db { $app:
    user     => "${app}_user",
    password => "${app}-pw",
    host     => 'localhost',
    grant    => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    charset  => 'utf8mb4',
    collate  => 'utf8mb4_unicode_ci',
  }
}
class { 'mysql::server::backup':
  backupuser        => 'backup',
  backuppassword    => 'b4ckup',
  backupdir         => '/var/backups/mysql',
  backuprotate      => 14,
  file_per_database => true,
}
include mysql::client
