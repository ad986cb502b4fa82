class { 'sssd':
  domains  => {
    'example.com' => {
      'id_provider'   => 'ldap',
      'auth_provider' => 'ldap',
      'ldap_uri'      => 'ldap://ldap.example.com',
    },
  },
  services => ['nss', 'pam', 'ssh'],
}
