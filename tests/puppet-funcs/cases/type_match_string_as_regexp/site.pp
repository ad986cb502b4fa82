notice('abc' =~ 'b.')
notice('abc' !~ /z/)
notice('abc' =~ /(b)(c)/ and $2 == 'c')
