class c { node x {} }
include c
