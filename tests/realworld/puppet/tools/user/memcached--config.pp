class { 'memcached':
  max_memory => '12%',
  listen     => '127.0.0.1',
  tcp_port   => 11211,
}
