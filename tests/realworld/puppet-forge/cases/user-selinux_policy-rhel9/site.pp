# SELinux on a web host: enforcing mode, booleans, file contexts, a port label, a permissive domain
class { 'selinux':
  mode => 'enforcing',
  type => 'targeted',
}
selinux::boolean { 'httpd_can_network_connect': }
selinux::boolean { 'httpd_use_nfs': ensure => 'off', persistent => true }
selinux::fcontext { '/srv/www(/.*)?':
  seltype => 'httpd_sys_content_t',
}
selinux::fcontext { '/srv/www/uploads(/.*)?':
  seltype => 'httpd_sys_rw_content_t',
}
selinux::port { 'myapp-http':
  seltype  => 'http_port_t',
  protocol => 'tcp',
  port     => 8081,
}
selinux::permissive { 'httpd_t': }
