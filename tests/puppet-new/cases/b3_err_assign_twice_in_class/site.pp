class c { $x = 1 $x = 2 }
include c
