# nginx: an upstream pool, a TLS server with several locations, and a static site
class { 'nginx':
  worker_processes     => 4,
  server_tokens        => 'off',
  client_max_body_size => '64m',
  gzip                 => 'on',
}
nginx::resource::upstream { 'app':
  members => {
    'app1' => { server => '10.0.0.21', port => 8080, weight => 2 },
    'app2' => { server => '10.0.0.22', port => 8080 },
  },
}
nginx::resource::server { 'www.example.com':
  listen_port      => 443,
  ssl              => true,
  ssl_port         => 443,
  ssl_cert         => '/etc/ssl/certs/www.pem',
  ssl_key          => '/etc/ssl/private/www.key',
  proxy            => 'http://app',
  proxy_set_header => ['Host $host', 'X-Real-IP $remote_addr', 'X-Forwarded-For $proxy_add_x_forwarded_for'],
  add_header       => { 'X-Frame-Options' => 'SAMEORIGIN' },
}
nginx::resource::location { 'www static':
  server   => 'www.example.com',
  location => '/static/',
  www_root => '/srv/www/static',
  ssl      => true,
  ssl_only => true,
  location_cfg_append => { 'expires' => '30d' },
}
nginx::resource::location { 'www health':
  server              => 'www.example.com',
  location            => '= /healthz',
  ssl                 => true,
  ssl_only            => true,
  location_custom_cfg => { 'return' => '200', 'access_log' => 'off' },
}
nginx::resource::server { 'docs.example.com':
  www_root    => '/srv/www/docs',
  index_files => ['index.html'],
  autoindex   => 'on',
}
nginx::resource::map { 'backend_pool':
  string   => '$http_host',
  default  => 'app',
  mappings => { 'beta.example.com' => 'beta' },
}
