class c(String $x, Integer $y) { }
include c
