class { 'postfix':
  relayhost => 'mail.example.com',
  myorigin  => 'example.com',
}
postfix::config { 'smtp_tls_security_level': value => 'may' }
