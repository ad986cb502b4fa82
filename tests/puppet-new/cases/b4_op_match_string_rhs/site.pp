notice('abc' =~ 'b')
notice('abc' =~ '^b')
notice('abc' =~ String[1, 2])
notice('abc' =~ String)
