$x = 'v'
$x_y = 'other'
notice("$x_y ${x}_y $x-y $x.y")
