r12x_limit { 'nofile': value => '1024', kind => 'soft' }
r12x_limit { 'nproc': value => 'unlimited' }
notice(R12x_limit['nofile']['kind'])
