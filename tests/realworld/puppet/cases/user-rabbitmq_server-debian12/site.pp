class { 'rabbitmq':
  port              => 5672,
  delete_guest_user => true,
}
rabbitmq_vhost { 'myvhost': ensure => present }
rabbitmq_user { 'dan':
  admin    => true,
  password => 'bar',
}
