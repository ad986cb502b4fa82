$t = @(EOT)
  first
  | EOT
notify { $t: }
notify { [@("X"), 'other']:
  interp-${t}
  | X
  message => 'm',
}
