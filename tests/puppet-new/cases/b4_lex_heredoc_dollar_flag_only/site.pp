$x = 1
$s = @("EOT"/$)
  \$x ${x} \t
  | EOT
notice($s)
