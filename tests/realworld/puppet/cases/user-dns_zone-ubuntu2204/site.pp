include dns
dns::zone { 'example.com':
  soa         => 'ns1.example.com',
  soa_email   => 'admin.example.com',
  nameservers => ['ns1'],
}
