stage { 'pre': before => Stage['main'] }
stage { 'post': }
Stage['main'] -> Stage['post']
class a { notify { 'a': } }
class b { notify { 'b': } }
class { 'a': stage => 'pre' }
class { 'b': stage => post }
