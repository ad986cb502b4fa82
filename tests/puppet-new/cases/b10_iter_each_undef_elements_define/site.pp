define d($v = 'dflt') { notify { "d-${title}": message => $v } }
$vals = ['a', undef, 'c']
$vals.each |$i, $v| { d { "n${i}": v => $v } }
