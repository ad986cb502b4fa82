# rabbitmq types: an exchange, a durable queue, a binding and an HA policy on a vhost
class { 'rabbitmq': admin_enable => true, delete_guest_user => true }
rabbitmq_vhost { 'orders': ensure => present }
rabbitmq_user { 'orders-app': admin => false, password => 'orders-secret' }
rabbitmq_user_permissions { 'orders-app@orders':
  configure_permission => '.*',
  read_permission      => '.*',
  write_permission     => '.*',
}
rabbitmq_exchange { 'orders.events@orders':
  ensure   => present,
  user     => 'orders-app',
  password => 'orders-secret',
  type     => 'topic',
  durable  => true,
}
rabbitmq_queue { 'orders.created@orders':
  ensure      => present,
  user        => 'orders-app',
  password    => 'orders-secret',
  durable     => true,
  auto_delete => false,
  arguments   => { 'x-message-ttl' => 86400000 },
}
rabbitmq_binding { 'orders.events@orders.created@orders':
  ensure           => present,
  user             => 'orders-app',
  password         => 'orders-secret',
  destination_type => 'queue',
  routing_key      => 'order.created',
}
rabbitmq_policy { 'ha-all@orders':
  pattern    => '.*',
  priority   => 0,
  applyto    => 'queues',
  definition => { 'ha-mode' => 'all', 'ha-sync-mode' => 'automatic' },
}
