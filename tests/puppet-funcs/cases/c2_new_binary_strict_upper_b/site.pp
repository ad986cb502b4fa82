notice(Binary('aGVsbG8', '%B'))
