notify { 'a':
  message => @(EOT/L)
    line one \
    continues
    last
    |- EOT
}
