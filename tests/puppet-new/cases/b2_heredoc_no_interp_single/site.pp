$x = 1
notice(@(END))
  $x ${x} \t
  END
