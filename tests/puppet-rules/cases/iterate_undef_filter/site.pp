$r = true.filter |$x| { $x }
