$x = [1]
notify { 'n': * => $x }
