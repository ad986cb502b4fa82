class a { }
class b { }
include a
Class['a'] -> Class['b']
