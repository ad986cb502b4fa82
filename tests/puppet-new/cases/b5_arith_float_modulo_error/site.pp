notice(10.0 % 3.0)
