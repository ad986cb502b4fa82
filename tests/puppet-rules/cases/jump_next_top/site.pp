$a = 1
  next()
