class a { }
$r = include(a)
notice(type($r))
