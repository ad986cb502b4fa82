class a { notify { 'a': } }
class b { notify { 'b': } }
class { ['a', 'b']: }
