class c(Array[Optional[String]] $a) { notify { "len=${a.length}": message => String($a) } }
class { 'c': a => ['x', undef, 'y'] }
