include dns
dns::zone { 'example.com':
  soa     => 'ns1.example.com',
  contact => 'hostmaster.example.com',
  serial  => 2024030101,
}
dns::zone { '2.0.192.in-addr.arpa':
  reverse => true,
  soa     => 'ns1.example.com',
}
