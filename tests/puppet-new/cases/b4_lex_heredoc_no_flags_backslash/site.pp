$s = @("EOT")
  a\tb\nc\\d \$x
  | EOT
notice($s)
