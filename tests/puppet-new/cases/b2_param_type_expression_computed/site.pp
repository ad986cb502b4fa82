class c(Integer[0, 1 + 1] $v = 3) { }
include c
