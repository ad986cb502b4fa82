notice('a' < 'B')
notice('abc' <= 'ABC')
notice('b' > 'a')
