$x = 'k'
$h = { 'k' => 'val' }
notice("${h["${x}"]}")
