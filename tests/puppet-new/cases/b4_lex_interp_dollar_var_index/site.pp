$x = ['a', 'b']
$h = {'k' => 'v'}
notice("$x[1] $h[k] $h['k']")
