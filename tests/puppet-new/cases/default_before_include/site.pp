Notify { message => 'before include' }
class c { notify { 'in-c': } }
include c
