[1, 2, 3, 4].filter |$x| { $x % 2 == 0 }.map |$x| { "t${x}" }.each |$t| { notify { $t: } }
