class a::b { notify { 'ab': } }
class c { contain ::a::b }
include c
