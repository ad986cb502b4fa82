notice(@(END))
      deep
  shallow
    | END
