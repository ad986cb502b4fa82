class { 'sssd':
  config => {
    'sssd' => { 'domains' => 'example.com', 'services' => ['nss', 'pam'] },
    'domain/example.com' => { 'id_provider' => 'ldap', 'ldap_uri' => 'ldap://ldap.example.com' },
  },
}
