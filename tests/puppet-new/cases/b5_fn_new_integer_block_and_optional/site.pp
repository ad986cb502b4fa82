$x = Integer.new('42') |$x| { $x+2 }
notice("${type($x, generalized)}, $x")
$y = Optional[Integer].new(undef)
notice("one${y}word")
