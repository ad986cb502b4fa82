class c($a = $b = 2) { }
include c
