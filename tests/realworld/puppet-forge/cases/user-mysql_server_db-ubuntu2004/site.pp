class { 'mysql::server':
  root_password           => 'strongpassword',
  remove_default_accounts => true,
  override_options        => {
    'mysqld' => { 'max_connections' => '1024', 'bind-address' => '0.0.0.0' },
  },
}
mysql::db { 'app':
  user     => 'app',
  password => 'secret',
  host     => 'localhost',
  grant    => ['SELECT', 'UPDATE'],
}
class { 'mysql::server::backup':
  backupuser     => 'backup',
  backuppassword => 'backuppass',
  backupdir      => '/var/backups/mysql',
}
include mysql::client
