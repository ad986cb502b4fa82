Notify { message => 'early default' }
class c { notify { 'in_c': } }
include c
