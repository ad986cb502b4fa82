class a { notify { 'a': } }
class b { notify { 'b': } }
include a
class { 'b': require => Class['a'] }
