notify { ['x', 'y']: }
$refs = Notify[['x', 'y']]
notify { 'z': require => $refs, message => "${refs}" }
