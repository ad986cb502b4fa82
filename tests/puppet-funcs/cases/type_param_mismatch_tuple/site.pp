class c(Tuple[Integer, Integer] $x) {}
class { 'c': x => [1, 2, 3] }
