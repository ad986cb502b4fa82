class { 'apache':
  default_vhost => false,
  server_tokens => 'Prod',
}
apache::vhost { 'www.example.com':
  port          => 80,
  docroot       => '/var/www/www.example.com',
  serveraliases => ['example.com'],
}
apache::vhost { 'www.example.com-ssl':
  servername => 'www.example.com',
  port       => 443,
  ssl        => true,
  docroot    => '/var/www/www.example.com',
  headers    => ['always set Strict-Transport-Security "max-age=31536000"'],
}
