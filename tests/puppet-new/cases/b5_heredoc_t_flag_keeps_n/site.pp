$a = @(END/t)
  Tex\tt\n
  |- END
notice($a)
