notify { 'h':
  message => @(EOT),
    text
    | EOT
}
