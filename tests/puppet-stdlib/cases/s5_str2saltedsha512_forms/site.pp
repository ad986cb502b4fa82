notice(str2saltedsha512('pw').length)
