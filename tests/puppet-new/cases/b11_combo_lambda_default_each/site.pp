[1, 2].each |$x, $y = 'd'| { notify { "e${x}${y}": } }
