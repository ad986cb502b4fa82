class c(Integer $x) {}
class { 'c': x => 'one' }
