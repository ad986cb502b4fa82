class a { Notify { message => 'from-a' } }
class b inherits a { Notify { withpath => true } }
class c inherits b { notify { 'x': } }
include c
