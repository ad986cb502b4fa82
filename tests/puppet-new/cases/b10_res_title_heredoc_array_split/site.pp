$names = @(EOT).split("\n")
  alpha
  beta
  | EOT
notify { $names: }
