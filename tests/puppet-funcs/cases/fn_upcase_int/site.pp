upcase(1)
