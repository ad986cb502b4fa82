class { 'memcached':
  max_memory => '12%',
  listen_ip  => '127.0.0.1',
  tcp_port   => 11211,
}
