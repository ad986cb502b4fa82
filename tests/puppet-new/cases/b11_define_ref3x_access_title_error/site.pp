define d($r) { notify { "${title}": message => Notify[$r] } }
d { 'x': r => Notify['a'] }
