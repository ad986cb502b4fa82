class c($a = $b, $b = 2) { notify { "a=${a}": } }
include c
