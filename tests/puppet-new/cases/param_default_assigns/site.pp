class c($a = $b = 1) { notify { 'x': message => $a } }
include c
