$x = 1
node "a${x}" {}
