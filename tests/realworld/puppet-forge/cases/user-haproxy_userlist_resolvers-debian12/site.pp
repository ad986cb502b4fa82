# haproxy with a stats userlist, a resolvers section, a map file and a listen block
class { 'haproxy':
  global_options => { 'maxconn' => 8000, 'log' => "${facts['networking']['ip']} local0" },
}
haproxy::userlist { 'stats-users':
  users  => ['admin insecure-password s3cret', 'viewer insecure-password look'],
  groups => ['ops users admin'],
}
haproxy::resolver { 'dc-dns':
  nameservers     => { 'dns1' => '10.0.0.53:53', 'dns2' => '10.0.0.54:53' },
  resolve_retries => 3,
  timeout         => { 'retry' => '1s' },
  hold            => { 'valid' => '10s' },
}
haproxy::mapfile { 'hosts':
  mappings => [ { 'app.example.com' => 'bk_app' }, { 'api.example.com' => 'bk_api' } ],
}
haproxy::listen { 'stats':
  ipaddress => '0.0.0.0',
  ports     => '9000',
  options   => { 'mode' => 'http', 'stats' => ['enable', 'uri /', 'auth admin:s3cret'] },
}
