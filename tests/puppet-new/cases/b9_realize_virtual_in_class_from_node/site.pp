class users { @user { ['u1', 'u2']: ensure => present } }
node default { include users realize(User['u2']) }
