[1, 2, 3, 4].each |$x| { if $x == 3 { break() } notify { "n${x}": } }
