compare(10.0,10, false)
