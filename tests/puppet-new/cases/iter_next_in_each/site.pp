[1, 2, 3].each |$x| { if $x == 2 { next() } notify { "n${x}": } }
