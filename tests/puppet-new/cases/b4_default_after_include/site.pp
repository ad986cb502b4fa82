class c { notify { 'in_c': } }
include c
Notify { message => 'late default' }
notify { 'top': }
