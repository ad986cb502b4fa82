$s = @("EOT")
    four
  two
      six
  |-EOT
notice("[${s}]")
