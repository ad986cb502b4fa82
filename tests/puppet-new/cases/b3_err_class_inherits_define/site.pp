define d { }
class c inherits d { }
include c
