$r = r12h::shapes()
notice($r)
notice($r['none'] =~ Undef)
notice(type($r['list']))
notify { 'n': message => $r }
