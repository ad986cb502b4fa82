class a { notify { 'a': } }
class b { notify { 'b': } }
include a, b
define d(Array $deps) { notify { "d-${title}": require => $deps } }
d { 'x': deps => [Class['a'], Class['b'], Notify['a']] }
