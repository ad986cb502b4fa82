# a small control-repo style site manifest: roles and profiles over several modules
class profile::base {
  class { 'ntp': servers => ['0.pool.ntp.org'] }
  include ssh
  sysctl::value { 'vm.swappiness': value => '10' }
  file_line { 'motd': path => '/etc/motd', line => "Host ${facts['networking']['hostname']}" }
}
class profile::web {
  class { 'apache': default_vhost => false }
  apache::vhost { $facts['networking']['fqdn']:
    port    => 80,
    docroot => '/var/www/html',
  }
}
class role::webserver {
  include profile::base
  include profile::web
}
node default {
  include role::webserver
}
