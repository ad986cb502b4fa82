notice(a =~ Pattern['a.*'])
notice(a =~ Regexp['a.*'])
$x = /a.*/
notice(a =~ $x)
$y = Pattern['a.*']
notice(a =~ $y)
