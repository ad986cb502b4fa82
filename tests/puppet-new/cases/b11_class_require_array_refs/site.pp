class a { notify { 'a': } }
class b { notify { 'b': } }
class c { require [Class['a'], 'b'] }
include c
