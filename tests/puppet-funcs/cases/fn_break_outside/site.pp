break()
