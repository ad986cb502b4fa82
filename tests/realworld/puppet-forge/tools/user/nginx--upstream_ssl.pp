# nginx upstream with weighted members and a TLS server with an HTTP redirect
class { 'nginx':
  server_tokens => 'off',
  gzip          => 'on',
}
nginx::resource::upstream { 'api':
  members   => {
    'api1' => { 'server' => '10.0.0.31', 'port' => 9000, 'weight' => 3 },
    'api2' => { 'server' => '10.0.0.32', 'port' => 9000 },
    'api3' => { 'server' => '10.0.0.33', 'port' => 9000, 'backup' => true },
  },
  keepalive => 32,
  least_conn => true,
}
nginx::resource::server { 'api.example.com':
  listen_port   => 443,
  ssl           => true,
  ssl_port      => 443,
  ssl_cert      => '/etc/ssl/certs/api.pem',
  ssl_key       => '/etc/ssl/private/api.key',
  ssl_redirect  => true,
  proxy         => 'http://api',
  proxy_set_header => ['Host $host', 'X-Forwarded-Proto $scheme'],
}
