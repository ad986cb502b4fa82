class c(Tuple[String, Integer] $t) { }
class { 'c': t => ['a', 'b'] }
