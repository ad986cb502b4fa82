user { 'deploy':
  ensure     => present,
  managehome => true,
  home       => '/home/deploy',
}
ssh_keygen { 'deploy':
  type    => 'rsa',
  require => User['deploy'],
}
