notice(shell_join(['a b', "c'd", 'e']))
notice(shell_split('a "b c" d\\ e'))
notice(shell_join([1, 2]))
