class c($name = 'n') { }
include c
