'42'.scanf()
