class { 'galera':
  galera_servers => ['192.0.2.12', '192.0.2.13', '192.0.2.14'],
  galera_master  => 'db1.example.com',
  local_ip       => $facts['networking']['ip'],
  bind_address   => $facts['networking']['ip'],
  root_password  => 'secret',
  status_password => 'checkpass',
  configure_repo => false,
}
