class { 'corosync':
  authkey           => '/var/lib/puppet/ssl/certs/ca.pem',
  bind_address      => $facts['networking']['ip'],
  cluster_name      => 'mycluster',
  unicast_addresses => ['192.0.2.12', '192.0.2.13'],
  enable_secauth    => true,
}
