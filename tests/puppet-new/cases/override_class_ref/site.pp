class c($v = 1) { notify { 'c': message => "v=${v}" } }
include c
Class['c'] { v => 2 }
