notice(convert_base('x1', 2))
