define d { }
class c { d { 'x': nope => 1 } }
include c
