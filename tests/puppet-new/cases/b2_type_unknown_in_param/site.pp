class c(Strin $x = 'a') { }
include c
