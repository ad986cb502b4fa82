notice(3.14[0])
