$x = unless false { 1 }
$y = unless true { 1 }
notice([$x, $y])
