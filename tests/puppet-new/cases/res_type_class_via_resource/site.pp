class c($v = 1) { notify { 'c': message => "v=${v}" } }
Resource['class'] { 'c': v => 2 }
