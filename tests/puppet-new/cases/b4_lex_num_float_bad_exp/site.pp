notice(1.e3)
