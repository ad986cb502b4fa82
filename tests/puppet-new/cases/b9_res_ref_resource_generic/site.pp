notify { 'a': }
$r = Resource['notify', 'a']
$s = Resource[Notify, 'a']
notify { 'b': require => [$r, $s], message => "${r} ${s} ${r == $s}" }
