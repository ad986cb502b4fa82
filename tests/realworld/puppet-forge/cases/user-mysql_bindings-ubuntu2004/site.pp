# client side only: bindings for the languages an app server needs
class { 'mysql::client': package_ensure => 'present' }
class { 'mysql::bindings':
  python_enable => true,
  php_enable    => true,
  perl_enable   => true,
}
