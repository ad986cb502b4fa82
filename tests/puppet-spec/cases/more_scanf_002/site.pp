$x = '42'.scanf('%i')|$x|{$x[0]} + 1; notify { "test$x": }
