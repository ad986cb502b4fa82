$x = 'a'
$y = 2
$r = $x ? { 'a' => $y ? { 1 => 'one', 2 => 'two' }, default => 'none' }
notice($r)
