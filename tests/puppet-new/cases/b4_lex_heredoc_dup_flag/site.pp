$s = @(EOT/tt)
  a
  | EOT
notice($s)
