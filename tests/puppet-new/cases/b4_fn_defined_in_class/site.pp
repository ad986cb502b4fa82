class c { function f() { 1 } }
include c
