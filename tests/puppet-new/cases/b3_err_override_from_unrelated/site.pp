notify { 'n': message => 'a' }
class c { Notify['n'] { message => 'b' } }
include c
