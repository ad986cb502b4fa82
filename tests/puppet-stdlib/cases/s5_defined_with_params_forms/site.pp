user { 'dan': ensure => present, uid => 10 }
notice(defined_with_params(User['dan']))
notice(defined_with_params(User['dan'], {'ensure' => 'present'}))
notice(defined_with_params(User['dan'], {'ensure' => 'absent'}))
notice(defined_with_params('User[dan]', {'uid' => 10}))
notice(defined_with_params('User[bob]'))
notice(defined_with_params(User['dan'], {'uid' => '10'}))
notice(defined_with_params(User['dan'], ''))
