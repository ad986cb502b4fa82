$s = @(EOT/L)
  one \
  two
  three
  | EOT
notice($s)
