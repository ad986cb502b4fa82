define d($r) { notify { "${title}": message => String($r, '%p') } }
d { 'x': r => Notify['a'] }
