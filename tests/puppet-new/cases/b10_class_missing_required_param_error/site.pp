class c(String $need) { }
include c
