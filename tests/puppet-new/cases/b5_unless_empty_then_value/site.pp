$a = unless true {} else {5}
notice($a)
$b = unless true {5}
notice(type($b))
