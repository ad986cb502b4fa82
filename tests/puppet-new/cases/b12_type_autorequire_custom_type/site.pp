r12p_dir { '/srv': }
r12p_file { '/srv/x': }
notify { 'n': require => [R12p_dir['/srv'], R12p_file['/srv/x']] }
