notify { 'x': }
notify { 'y': }
$r = Resource['notify', 'x', 'y']
notice($r)
