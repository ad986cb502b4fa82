class mod { }
$x = 1
