class a { notify { 'a': } }
class b { notify { 'b': } }
include split('a b', ' ')
