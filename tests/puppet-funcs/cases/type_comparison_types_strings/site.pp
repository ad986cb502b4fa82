notice('a' < 'B')
notice('abc' <= 'abd')
notice(Integer < 'a')
