[1].each |Integer $x, String $y = 'd'| { notify { "${x}${y}": } }
