define d { }
class a { d { 'x': } }
class b { d { 'x': } }
include a, b
