notice(str2saltedpbkdf2('pw', 'saltsaltsalt'))
