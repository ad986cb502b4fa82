compare(10,10, false)
