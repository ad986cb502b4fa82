# small base profile: motd from a template string, timezone, debconf answers and selinux
class { 'motd':
  template => undef,
  content  => inline_epp(@(EOT), { 'host' => $facts['networking']['fqdn'], 'os' => $facts['os'] }),
  <%- | $host, $os | -%>
  Welcome to <%= $host %> (<%= $os['name'] %> <%= $os['release']['full'] %>)
  <% if $os['family'] == 'RedHat' { -%>
  SELinux is managed.
  <% } -%>
  | EOT
}
class { 'timezone': timezone => 'America/New_York', hwutc => true }
if $facts['os']['family'] == 'Debian' {
  debconf { 'tzdata/Areas':
    package => 'tzdata',
    type    => 'select',
    value   => 'America',
  }
} else {
  class { 'selinux': mode => 'enforcing', type => 'targeted' }
  selinux::boolean { 'httpd_can_network_connect': }
  selinux::port { 'myapp-http': seltype => 'http_port_t', protocol => 'tcp', port => 8088 }
}
