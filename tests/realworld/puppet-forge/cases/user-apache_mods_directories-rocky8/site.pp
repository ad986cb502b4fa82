# apache: many modules with their parameters, an aliased vhost with directory and location rules
class { 'apache': default_vhost => false, default_mods => ['alias', 'auth_basic', 'authz_user'], log_level => 'warn' }
class { 'apache::mod::status': requires => 'ip 127.0.0.1 10.0.0.0/8', extended_status => 'On' }
class { 'apache::mod::deflate': types => ['text/html', 'text/css', 'application/json'] }
class { 'apache::mod::expires': expires_default => 'access plus 1 day', expires_by_type => [{ 'text/css' => 'access plus 1 month' }] }
class { 'apache::mod::remoteip': header => 'X-Forwarded-For', trusted_proxy => ['10.0.0.5'] }
apache::vhost { 'intranet.example.com':
  port           => 80,
  docroot        => '/srv/intranet',
  docroot_owner  => 'root',
  docroot_group  => 'root',
  directoryindex => 'index.html index.php',
  directories    => [
    { 'path' => '/srv/intranet', 'options' => ['-Indexes'], 'allow_override' => ['AuthConfig'], 'require' => { 'enforce' => 'all', 'requires' => ['ip 10.0.0.0/8', 'valid-user'] }, 'auth_type' => 'Basic', 'auth_name' => 'Intranet', 'auth_user_file' => '/etc/apache2/htpasswd' },
    { 'path' => '\.(bak|old)$', 'provider' => 'filesmatch', 'require' => 'all denied' },
    { 'path' => '/status', 'provider' => 'location', 'sethandler' => 'server-status' },
  ],
  error_documents => [{ 'error_code' => '404', 'document' => '/errors/404.html' }],
  logroot         => '/var/log/apache2/intranet',
  log_level       => 'info',
}
