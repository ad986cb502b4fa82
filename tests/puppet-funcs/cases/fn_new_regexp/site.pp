$r = Regexp('^a.c$')
notice('abc' =~ $r)
notice($r)
notice(String(Regexp('x/y')))
