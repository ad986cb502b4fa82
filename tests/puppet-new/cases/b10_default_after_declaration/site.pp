notify { 'early': }
Notify { message => 'late default' }
