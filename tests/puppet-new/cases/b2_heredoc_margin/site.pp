$x = 'X'
notice(@("END"))
    line one ${x}
      indented
    last
    | END
