notice(Binary('aGVsbG8', '%s'))
