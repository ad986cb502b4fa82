class a { notify { 'dup': } }
class b { notify { 'dup': } }
include a
include b
