notice(String([1, 'a', [2]]))
notice(String([1, 2], '%(a)'))
