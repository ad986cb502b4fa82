notice(str2saltedpbkdf2('pw', 'short', 50000))
