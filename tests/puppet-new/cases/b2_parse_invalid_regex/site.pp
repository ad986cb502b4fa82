notice('a' =~ /(/)
