notice(-'x')
