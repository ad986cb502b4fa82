class c { $v = 'cv' $u = undef }
include c
notice(getvar('c::v'))
notice(getvar('c::u', 'dflt'))
notice(getvar('::c::v'))
