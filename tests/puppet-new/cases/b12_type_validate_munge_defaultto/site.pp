r12t_svc { 'web': port => '8080', enable => 'yes' }
r12t_svc { 'db': }
notify { 'after': require => R12t_svc['web'] }
