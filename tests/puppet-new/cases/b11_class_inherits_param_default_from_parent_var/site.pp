class p { $v = 'pv' }
class c($x = $p::v) inherits p { notify { "x=${x}": } }
include c
