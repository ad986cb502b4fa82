class c($a = [$x = 1]) { }
include c
