class a { notify { 'x': message => 'a' } }
class b { Notify['x'] { message => 'b' } }
include a, b
