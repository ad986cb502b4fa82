# rabbitmq: a server with plugins, vhosts, users and permissions
class { 'rabbitmq':
  manage_python          => false,
  delete_guest_user      => true,
  default_user           => 'admin',
  default_pass           => 'admin-secret',
  port                   => 5672,
  management_port        => 15672,
  environment_variables  => { 'RABBITMQ_NODENAME' => 'rabbit@localhost' },
  config_variables       => { 'vm_memory_high_watermark' => '0.6' },
}
rabbitmq_vhost { ['/app', '/jobs']: ensure => present }
rabbitmq_user { 'app':
  password => 'app-secret',
  tags     => ['monitoring'],
}
rabbitmq_user_permissions { 'app@/app':
  configure_permission => '.*',
  read_permission      => '.*',
  write_permission     => '.*',
}
rabbitmq_plugin { 'rabbitmq_shovel': ensure => present }
rabbitmq_policy { 'ha-all@/app':
  pattern    => '.*',
  priority   => 0,
  applyto    => 'queues',
  definition => { 'ha-mode' => 'all', 'ha-sync-mode' => 'automatic' },
}
