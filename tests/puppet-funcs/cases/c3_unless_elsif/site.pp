$vals = [undef, '', [], {}, 0, 'false', false]
$vals.each |$v| {
  if $v { notice("truthy ${v}") } elsif $v == undef { notice('undef') } else { notice("falsy ${v}") }
}
unless false { notice('unless ran') } else { notice('unless else') }
$r = if 1 > 2 { 'a' } elsif 2 > 1 { 'b' }
notice($r)
$u = unless true { 'x' }
notice($u)
