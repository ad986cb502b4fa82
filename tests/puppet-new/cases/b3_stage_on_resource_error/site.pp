stage { 'pre': }
notify { 'n': stage => 'pre' }
