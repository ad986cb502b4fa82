class { 'etcd':
  etcd_name                   => $facts['networking']['hostname'],
  listen_client_urls          => 'http://0.0.0.0:2379',
  advertise_client_urls       => "http://${facts['networking']['fqdn']}:2379",
  initial_cluster             => ["${facts['networking']['hostname']}=http://${facts['networking']['fqdn']}:2380"],
}
