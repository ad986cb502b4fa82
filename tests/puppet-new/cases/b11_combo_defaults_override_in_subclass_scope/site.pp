class p { Notify { message => 'p' } notify { 'pn': } }
class c inherits p { Notify { message => 'c' } notify { 'cn': } }
include c
