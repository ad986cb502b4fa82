stage { 'pre': before => Stage['main'] }
class a { notify { 'a': } }
class b { notify { 'b': } }
class { 'a': stage => 'pre' }
include b
Class['b'] -> Class['a']
