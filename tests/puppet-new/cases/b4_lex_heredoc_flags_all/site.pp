$x = 'X'
$s = @("EOT"/tsrnu$L)
  a\tb\sc\nd\u0041\$e $x \
  joined
  |- EOT
notice($s)
