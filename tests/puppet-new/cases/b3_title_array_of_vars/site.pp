$t = ['x', 'y']
$u = 'z'
notify { [$t, $u]: message => 'm' }
