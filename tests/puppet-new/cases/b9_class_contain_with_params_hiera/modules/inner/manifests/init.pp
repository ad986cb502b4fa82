class inner($v = 'dv') { notify { 'inner': message => $v } }
