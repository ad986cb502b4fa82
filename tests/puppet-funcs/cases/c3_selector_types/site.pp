$v = 3.5
$r = $v ? { Integer => 'int', Float[3, 4] => 'float34', default => 'x' }
notice($r)
$s = 'ABC' ? { 'abc' => 'ci-equal', default => 'no' }
notice($s)
$t = 'x9' ? { /(\d)/ => "digit ${1}", default => 'none' }
notice($t)
$u = undef ? { undef => 'undef matched', default => 'd' }
notice($u)
