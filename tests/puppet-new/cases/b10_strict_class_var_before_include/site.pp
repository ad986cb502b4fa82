class c { $v = 'cv' }
notify { "early=${c::v}": }
include c
notify { "late=${c::v}": }
