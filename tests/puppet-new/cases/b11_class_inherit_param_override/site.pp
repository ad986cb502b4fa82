class p($x = 'p') { notify { "p ${x}": } }
class c inherits p { notify { "c ${x}": } }
include c
