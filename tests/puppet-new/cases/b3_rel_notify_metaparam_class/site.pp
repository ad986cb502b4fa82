class c { notify { 'in c': } }
include c
exec { 'e': command => '/bin/true', notify => Class['c'] }
