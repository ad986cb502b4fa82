notice(!'a' in ['a'])
notice(1 in [1] == true)
notice('a' in ['a'] and 'b' in ['c'])
