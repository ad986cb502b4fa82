class c { notify { message => 1 } }
include c
