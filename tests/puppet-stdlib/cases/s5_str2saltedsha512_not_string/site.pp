notice(str2saltedsha512(1))
