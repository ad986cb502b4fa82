$x = 'top'
class c { $x = 'local' notice("$::x ${::x} ${x} $x") }
include c
