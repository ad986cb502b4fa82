class c(Optional[Array[Integer]] $a = undef) { }
class { 'c': a => ['x'] }
