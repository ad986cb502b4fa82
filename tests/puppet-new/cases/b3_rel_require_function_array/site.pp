class a { notify { 'a': } }
class b { notify { 'b': } }
class z { require ['a', 'b'] notify { 'z': } }
include z
