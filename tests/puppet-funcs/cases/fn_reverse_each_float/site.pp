notice(2.5.reverse_each |$x| { $x })
