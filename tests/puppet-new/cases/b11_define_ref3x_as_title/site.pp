define d($r) { notify { $r: } }
d { 'x': r => Notify['a'] }
