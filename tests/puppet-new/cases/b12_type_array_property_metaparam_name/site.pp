r12t_group { 'admins': members => ['a', 'b'], tag => 'g', before => Notify['n'] }
notify { 'n': }
