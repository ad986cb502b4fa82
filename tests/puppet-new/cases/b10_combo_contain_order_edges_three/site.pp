class a { notify { 'a': } }
class b { notify { 'b': } }
class c { notify { 'c': } }
class role { contain a contain b contain c Class['a'] -> Class['b'] -> Class['c'] }
include role
notify { 'after-role': require => Class['role'] }
