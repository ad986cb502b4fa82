class { 'mongodb::server':
  bind_ip => ['127.0.0.1'],
  port    => 27017,
}
mongodb::db { 'testdb':
  user     => 'user1',
  password => 'pass1',
}
