class c(Integer $n = 'x') { }
include c
