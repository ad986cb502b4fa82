notice('abcdef'['1'])
notice('abcdef'[1, '2'])
notice('abcdef'[[2, 3]])
notice('abcdef'['-2'])
