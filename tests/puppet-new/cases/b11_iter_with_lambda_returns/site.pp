$v = with(3) |$x| { $x * $x }
notify { "sq${v}": }
