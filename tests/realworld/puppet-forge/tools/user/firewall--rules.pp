firewall { '000 accept related established':
  proto => 'all',
  state => ['RELATED', 'ESTABLISHED'],
  jump  => 'accept',
}
firewall { '100 allow ssh':
  dport => 22,
  proto => 'tcp',
  jump  => 'accept',
}
firewall { '999 drop all':
  proto => 'all',
  jump  => 'drop',
}
firewallchain { 'INPUT:filter:IPv4':
  ensure => present,
  policy => 'drop',
}
