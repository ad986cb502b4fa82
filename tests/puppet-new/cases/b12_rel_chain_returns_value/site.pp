notify { ['x', 'y', 'z']: }
$r = Notify['x'] -> Notify['y']
notice($r)
$r -> Notify['z']
