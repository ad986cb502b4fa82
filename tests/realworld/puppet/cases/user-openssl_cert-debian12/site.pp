openssl::certificate::x509 { 'www':
  country      => 'CH',
  organization => 'Example.com',
  commonname   => $facts['networking']['fqdn'],
  base_dir     => '/etc/ssl/private',
}
