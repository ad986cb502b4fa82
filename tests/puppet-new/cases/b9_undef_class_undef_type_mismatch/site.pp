class c(Undef $u = undef) { }
class { 'c': u => 'x' }
