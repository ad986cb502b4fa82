notice(String([1, 'a', [2]]))
notice(String([1, 2], '%(a'))
notice(String([1, 2], '%[s'))
notice(String(['a', 'b'], '%p'))
