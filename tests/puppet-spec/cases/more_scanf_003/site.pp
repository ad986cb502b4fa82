$x = 'no'.scanf('%i')[0]; notify { "test${x}test": }
