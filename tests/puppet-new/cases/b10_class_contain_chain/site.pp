class a { contain b notify { 'a': } }
class b { notify { 'b': } }
class z { notify { 'z': } }
include a, z
Class['a'] -> Class['z']
