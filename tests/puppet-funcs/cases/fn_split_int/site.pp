notice(split(123, '2'))
