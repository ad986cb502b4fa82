class a { notify { 'a': } }
class z { require Class['a'] notify { 'z': } }
include z
