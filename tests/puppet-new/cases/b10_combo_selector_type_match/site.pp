$vals = [1, 'a', [1], { 'k' => 1 }, undef]
$r = $vals.map |$v| { $v ? { Integer => 'int', String => 'str', Array => 'arr', Hash => 'hash', default => 'other' } }
notify { 'r': message => "${r}" }
