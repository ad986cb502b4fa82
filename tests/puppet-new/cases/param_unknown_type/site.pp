class c(Nope::Thing $a = 1) { }
include c
