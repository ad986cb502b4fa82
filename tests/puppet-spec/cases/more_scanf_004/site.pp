$x = '42 no'.scanf('%i'); notify { "test${x[0]}${x[1]}test": }
