class a { $av = 'a' }
class b { notify { 'b': message => "v=${av}" } }
include a, b
