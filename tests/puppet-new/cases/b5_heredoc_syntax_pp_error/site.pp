$a = @(END:pp)
  $x ==== 42
  |- END
notice($a)
