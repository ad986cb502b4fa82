firewall { '000 accept all icmp':
  proto => 'icmp',
  jump  => 'accept',
}
firewall { '100 allow http and https access':
  dport => [80, 443],
  proto => 'tcp',
  jump  => 'accept',
}
