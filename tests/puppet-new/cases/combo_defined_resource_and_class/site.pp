class c { }
include c
notify { 'a': }
notify { 'r': message => "${defined(Notify['a'])} ${defined(Class['c'])} ${defined('c')} ${defined(Notify['z'])} ${defined('$x')}" }
