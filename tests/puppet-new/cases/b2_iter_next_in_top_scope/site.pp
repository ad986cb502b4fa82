next()
