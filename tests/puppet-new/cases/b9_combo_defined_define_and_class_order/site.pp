define d() { }
notify { 'n1': message => "${defined(D['x'])} ${defined('d')} ${defined(Class['c'])}" }
d { 'x': }
class c { }
include c
notify { 'n2': message => "${defined(D['x'])} ${defined(Class['c'])}" }
