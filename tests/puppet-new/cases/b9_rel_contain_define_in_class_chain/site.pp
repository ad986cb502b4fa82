define d() { notify { "d-${title}": } }
class c { d { 'in': } }
include c
notify { 'after': }
Class['c'] -> Notify['after']
