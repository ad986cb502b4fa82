notify { 'x': }
Notify { message => 'late default' }
