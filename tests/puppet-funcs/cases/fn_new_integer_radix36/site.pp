notice(Integer('z', 36))
