notice(3.14 >> 2)
