notice($foo::::bar)
