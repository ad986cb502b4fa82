class c { $v = 'cv' $a = [1] }
include c
notice("${c::v} ${::c::v} ${c::a[0]}")
