$a = $0
notice($a =~ Undef)
$b = $1
notice($b =~ Undef)
