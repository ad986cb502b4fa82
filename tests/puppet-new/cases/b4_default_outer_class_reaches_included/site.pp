class a { Notify { message => 'from a' } include b }
class b { notify { 'in_b': } }
include a
