class c { }
class d { notify { x: } }
class a { class b { } }
include c, d, a::b
