$v = r12n::numbers()
notice($v.map |$x| { type($x, 'generalized') })
notify { 'n': message => $v }
