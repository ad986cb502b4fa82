class p { notify { 'a': message => 'm' } }
class c inherits p { Notify['a'] { message => undef } }
include c
