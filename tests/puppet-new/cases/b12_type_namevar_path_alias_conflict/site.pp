r12t_file { 'first': path => '/etc/x' }
r12t_file { '/etc/x': }
