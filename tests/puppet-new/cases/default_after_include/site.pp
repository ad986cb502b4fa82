class c { notify { 'in-c': } }
include c
Notify { message => 'after include' }
notify { 'top': }
