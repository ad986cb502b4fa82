class c { notify { 'c': } }
include c
notify { 'n': require => Class['c'] }
