class c($p = $ghost) { notify { 'c': message => "p=[${p}]" } }
include c
