[1].each |$a, $b = 1, $c| { notify { 'x': } }
