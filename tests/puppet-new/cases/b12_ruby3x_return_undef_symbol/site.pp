$a = r12_maybe('nil')
$b = r12_maybe('undef')
$c = r12_maybe('empty')
notice([$a =~ Undef, $b =~ Undef, $c =~ Undef, $c])
