notice(convert_base(5, 1))
