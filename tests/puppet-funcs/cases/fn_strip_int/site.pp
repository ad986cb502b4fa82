strip(3)
