class c { type A = Integer }
include c
