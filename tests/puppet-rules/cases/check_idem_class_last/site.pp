class c { $x = 1
 $x }
include c
