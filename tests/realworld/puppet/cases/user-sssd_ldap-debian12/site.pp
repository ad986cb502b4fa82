class { 'sssd':
  domains  => ['example.com'],
  services => ['nss', 'pam', 'ssh'],
}
