$a = if false {2} elsif false {5}
notice($a =~ Undef)
$b = unless true {2} else {5}
notice($b)
$c = if false {2} elsif true {5}
notice($c)
$d = unless false {5}
notice($d)
