$a = {undef => 10}
notice($a[free_lunch] =~ Undef)
notice($a[undef])
notice($a[$a[free_lunch]])
$b = {}
notice($b[free_lunch] == undef)
