class { 'rabbitmq':
  port              => 5672,
  delete_guest_user => true,
  config_variables  => { 'vm_memory_high_watermark' => '0.4' },
}
