class c(Integer $a = 'ten') { }
include c
