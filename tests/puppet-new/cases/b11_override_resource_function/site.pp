class p { notify { 'a': message => 'p' } }
class c inherits p { Resource['notify', 'a'] { message => 'c' } }
include c
