(notice(1))
Integer("1")
[1].each |$x| { $x }
notice(2)
