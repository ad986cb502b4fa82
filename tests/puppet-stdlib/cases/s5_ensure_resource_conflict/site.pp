user { 'dan': ensure => present }
ensure_resource('user', 'dan', {'ensure' => 'absent'})
