class c($x, $y = 1) { }
include c
