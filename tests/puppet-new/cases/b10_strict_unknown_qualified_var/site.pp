class c { }
include c
notify { "v=${c::missing}": }
