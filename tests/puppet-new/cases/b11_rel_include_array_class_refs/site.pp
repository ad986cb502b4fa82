class a { notify { 'a': } }
class b { notify { 'b': } }
$cs = [Class['a'], Class['b']]
include $cs
$cs[0] -> $cs[1]
