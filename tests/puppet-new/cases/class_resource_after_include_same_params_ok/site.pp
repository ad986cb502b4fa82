class c($a = 1) { }
class { 'c': }
include c
