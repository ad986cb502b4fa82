# a control-repo style site manifest: roles and profiles over several current Forge modules
class profile::base {
  class { 'ntp': servers => ['0.pool.ntp.org', '1.pool.ntp.org'], restrict => ['127.0.0.1'] }
  class { 'ssh':
    server_options => { 'PermitRootLogin' => 'no', 'PasswordAuthentication' => 'no' },
  }
  class { 'timezone': timezone => 'Europe/Berlin' }
  class { 'motd': content => "Managed by Puppet\n" }
  include sudo
  sudo::conf { 'admins': priority => 10, content => '%admins ALL=(ALL) NOPASSWD: ALL' }
  file_line { 'history size':
    path => '/etc/profile',
    line => 'export HISTSIZE=10000',
  }
}
class profile::web {
  class { 'apache': default_vhost => false, mpm_module => 'prefork' }
  include apache::mod::php
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
