define d() { }
class c { contain d }
include c
