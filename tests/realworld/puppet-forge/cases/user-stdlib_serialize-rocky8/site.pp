# stdlib serialization and string helpers used to render config files
$settings = {
  'listen'  => ['0.0.0.0:8080', '[::]:8080'],
  'workers' => 4,
  'tls'     => { 'enabled' => true, 'cert' => '/etc/ssl/app.pem' },
  'empty'   => undef,
}
file { '/etc/app/config.json': content => stdlib::to_json_pretty($settings, true) }
file { '/etc/app/config.yaml': content => stdlib::to_yaml($settings) }
file { '/etc/app/config.toml': content => stdlib::to_toml({ 'server' => { 'port' => 8080, 'host' => 'localhost' } }) }
file { '/etc/app/env':
  content => join(sort(join_keys_to_values({ 'APP_ENV' => 'prod', 'APP_DEBUG' => '0' }, '=')), "\n"),
}
$token = fqdn_rand_string(24, 'abcdef0123456789', 'app-token')
$port  = 20000 + fqdn_rand(1000, 'app-port')
notify { "token ${token} port ${port} sha ${stdlib::sha256('app')}": }
notify { "shell: ${stdlib::shell_escape("it's a test")} crc: ${stdlib::crc32('app')}": }
