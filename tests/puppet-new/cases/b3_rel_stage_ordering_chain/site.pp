stage { 'first': }
stage { 'last': }
Stage['first'] -> Stage['main'] -> Stage['last']
class f { notify { 'f': } }
class { 'f': stage => 'first' }
