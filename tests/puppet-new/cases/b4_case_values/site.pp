$a = case 1 { 1: { } }
$b = case 1 { 1: { 'one' } }
$c = case 2 { 1: { 'one' } }
notice([$a, $b, $c])
