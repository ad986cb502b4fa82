$u = undef
notify { 'x': message => $u, loglevel => undef }
