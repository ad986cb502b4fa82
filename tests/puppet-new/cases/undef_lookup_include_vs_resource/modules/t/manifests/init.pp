class t($p, $q = 'dq') { notify { 'r': message => "p=${p} q=${q}" } }
