define d { notify { $title: } }
class c { Notify { message => 'from-c-default' } d { 'x': } }
include c
