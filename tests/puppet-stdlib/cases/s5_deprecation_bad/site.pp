deprecation(1, 'm')
