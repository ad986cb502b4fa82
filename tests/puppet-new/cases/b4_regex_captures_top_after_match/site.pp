$m = 'abc' =~ /(b)/
notice("[${1}] ${m}")
