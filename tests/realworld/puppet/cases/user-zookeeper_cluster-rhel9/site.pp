class { 'zookeeper':
  id      => '1',
  servers => ['zk1.example.com', 'zk2.example.com', 'zk3.example.com'],
}
