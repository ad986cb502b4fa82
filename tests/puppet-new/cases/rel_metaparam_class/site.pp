class c { }
include c
notify { 'b': before => Class['c'], subscribe => Class['c'] }
