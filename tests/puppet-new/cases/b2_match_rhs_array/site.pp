notice('a' =~ [1])
