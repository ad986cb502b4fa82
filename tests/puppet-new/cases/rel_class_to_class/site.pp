class a { }
class b { }
include a, b
Class['a'] ~> Class['b']
