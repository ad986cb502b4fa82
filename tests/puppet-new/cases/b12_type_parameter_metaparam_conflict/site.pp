r12z_job { 'nightly': schedule_at => '02:00', require => Notify['n'], tag => ['jobs'] }
notify { 'n': }
Notify['n'] -> R12z_job['nightly']
