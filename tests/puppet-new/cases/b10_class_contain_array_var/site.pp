class a { notify { 'a': } }
class b { notify { 'b': } }
class wrap { contain ['a', 'b'] }
include wrap
