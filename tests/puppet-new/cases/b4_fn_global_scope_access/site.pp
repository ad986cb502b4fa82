$top = 'T'
class c { $cv = 'C' }
include c
function f() { "${top}|${c::cv}" }
notice(f())
