class c(Integer $x = 'str') { }
include c
