notice(Integer('0x1F', 10))
