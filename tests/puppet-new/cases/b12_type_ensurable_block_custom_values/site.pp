r12p_svc { 'web': ensure => running }
r12p_svc { 'db': ensure => 'stopped', flags => ['-a', '-b'] }
r12p_svc { 'bad': ensure => paused, nosuch => 1 }
