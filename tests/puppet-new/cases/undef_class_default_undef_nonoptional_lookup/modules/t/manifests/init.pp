class t(Integer $p = undef) { notify { 'r': message => "p=${p}" } }
