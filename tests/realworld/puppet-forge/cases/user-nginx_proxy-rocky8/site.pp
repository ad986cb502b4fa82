class { 'nginx':
  worker_processes => 4,
}
nginx::resource::upstream { 'app':
  members => {
    'localhost:3000' => { 'server' => 'localhost', 'port' => 3000 },
    'localhost:3001' => { 'server' => 'localhost', 'port' => 3001 },
  },
}
nginx::resource::server { 'www.example.com':
  proxy       => 'http://app',
  listen_port => 80,
}
nginx::resource::location { 'static':
  server   => 'www.example.com',
  location => '/static',
  www_root => '/srv/static',
}
