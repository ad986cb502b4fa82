class c($name) { }
include c
