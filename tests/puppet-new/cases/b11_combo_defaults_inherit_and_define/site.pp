define w() { notify { "w-${title}": } }
class p { Notify { loglevel => 'warning' } }
class c inherits p { w { 'one': } }
include c
