class a { notify { 'a': } }
class b { notify { 'b': } }
class outer { contain ['a', 'b'] }
include outer
notify { 'after': require => Class['outer'] }
