$name = 'world'
notice($name)
