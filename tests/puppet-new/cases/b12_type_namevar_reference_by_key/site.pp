r12p_path { 'logs': path => '/var/log/app' }
notify { 'after': require => R12p_path['/var/log/app'] }
R12p_path['logs'] -> Notify['after']
