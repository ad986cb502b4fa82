# zabbix: an agent pointed at a proxy, with user parameters
class { 'zabbix::agent':
  server              => 'zabbix-proxy.example.com',
  serveractive        => 'zabbix-proxy.example.com',
  hostname            => $facts['networking']['fqdn'],
  manage_repo         => false,
  listenip            => $facts['networking']['ip'],
  timeout             => 10,
}
zabbix::userparameters { 'mysql':
  content => "UserParameter=mysql.ping,mysqladmin ping | grep -c alive\n",
}
