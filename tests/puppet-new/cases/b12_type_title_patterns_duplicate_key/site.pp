r12t_entry { 'alpha:one': }
r12t_entry { 'other': section => 'alpha', key => 'one' }
