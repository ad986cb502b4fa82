$s = @(EOT:yaml)
  a: 1
  |- EOT
notice($s)
