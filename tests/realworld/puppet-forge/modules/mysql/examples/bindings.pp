class { 'mysql::bindings':
  php_enable => true,
}
