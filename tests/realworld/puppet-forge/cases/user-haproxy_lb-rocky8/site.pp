include haproxy
haproxy::listen { 'web':
  collect_exported => false,
  ipaddress        => $facts['networking']['ip'],
  ports            => '80',
  options          => { 'balance' => 'roundrobin' },
}
haproxy::balancermember { 'web01':
  listening_service => 'web',
  server_names      => 'web01.example.com',
  ipaddresses       => '10.0.0.11',
  ports             => '8080',
  options           => 'check',
}
haproxy::frontend { 'api':
  ipaddress => '0.0.0.0',
  ports     => '8443',
  options   => { 'default_backend' => 'api' },
}
haproxy::backend { 'api':
  options => { 'balance' => 'leastconn' },
}
