class p { notify { 'pn': } Notify { message => 'late' } }
class c inherits p { notify { 'cn': } }
include c
