class web { d { 'x': } }
define d() { if tagged('web') { notify { "tagged ${title}": } } else { notify { "untagged ${title}": } } }
include web
d { 'y': }
