$d = r12h::later('x')
notice(type($d))
notify { 'd': message => $d }
