# haproxy: global/default options, a frontend, backends and balancer members
class { 'haproxy':
  global_options   => { 'maxconn' => 8000, 'log' => "${facts['networking']['ip']} local0" },
  defaults_options => { 'mode' => 'http', 'timeout' => ['connect 5s', 'client 30s', 'server 30s'], 'option' => ['httplog', 'redispatch'] },
}
haproxy::frontend { 'www':
  ipaddress => $facts['networking']['ip'],
  ports     => '80',
  mode      => 'http',
  options   => {
    'default_backend' => 'app',
    'acl'             => ['is_api path_beg /api'],
    'use_backend'     => ['api if is_api'],
  },
}
haproxy::backend { 'app':
  options => { 'balance' => 'roundrobin', 'option' => ['httpchk GET /health'] },
}
haproxy::backend { 'api':
  options => { 'balance' => 'leastconn' },
}
haproxy::balancermember { 'app nodes':
  listening_service => 'app',
  server_names      => ['app1', 'app2'],
  ipaddresses       => ['10.0.0.21', '10.0.0.22'],
  ports             => '8080',
  options           => 'check inter 5s',
}
haproxy::balancermember { 'api nodes':
  listening_service => 'api',
  server_names      => 'api1',
  ipaddresses       => '10.0.0.23',
  ports             => '9000',
  options           => ['check'],
}
haproxy::userlist { 'admins': users => ['admin insecure-password s3cret'] }
