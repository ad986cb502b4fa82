r12t_pkg { 'tool': force => true, provider_opts => ['-q'], ensure => installed }
notice(R12t_pkg['tool'])
