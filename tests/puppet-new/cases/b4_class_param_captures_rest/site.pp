class c(*$rest) { }
include c
