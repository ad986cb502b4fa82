$x = 8
$y = 2
notice($x / $y / 2)
notice([$x / 2, 4 / $y])
