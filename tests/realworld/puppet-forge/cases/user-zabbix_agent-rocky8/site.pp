class { 'zabbix::agent':
  server       => '192.168.1.10',
  serveractive => '192.168.1.10',
  hostname     => $facts['networking']['fqdn'],
}
