user { 'deploy':
  ensure     => present,
  managehome => true,
  home       => '/home/deploy',
}
ssh_keygen { 'deploy':
  type    => 'ed25519',
  require => User['deploy'],
}
