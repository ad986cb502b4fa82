class c(Optional[Integer] $n) { }
class { 'c': n => 'x' }
