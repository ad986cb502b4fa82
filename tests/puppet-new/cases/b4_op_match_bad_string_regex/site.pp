notice('abc' =~ '(')
