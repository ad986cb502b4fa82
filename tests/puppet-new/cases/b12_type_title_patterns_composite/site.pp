r12t_entry { 'alpha:one': }
r12t_entry { 'two-named': section => 'beta', key => 'two' }
notify { 'ref': require => R12t_entry['alpha:one'] }
