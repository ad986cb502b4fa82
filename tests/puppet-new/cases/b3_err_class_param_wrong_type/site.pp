class c(Integer $n) { }
class { 'c': n => 'x' }
