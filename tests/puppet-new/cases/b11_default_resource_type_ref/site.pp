Resource['notify'] { message => 'rd' }
notify { 'a': }
