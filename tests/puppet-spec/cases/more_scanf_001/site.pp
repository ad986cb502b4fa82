$x = '42'.scanf('%i')[0] + 1; notify { "test$x": }
