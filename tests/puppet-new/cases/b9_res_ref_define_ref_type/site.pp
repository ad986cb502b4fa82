define my::d() { }
my::d { 'a': }
$r = My::D['a']
notify { 'n': message => "${r} ${type($r)}", require => $r }
