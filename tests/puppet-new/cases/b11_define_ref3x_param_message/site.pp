define d($r) { notify { "${title}": message => $r[message] } }
notify { 'a': message => 'hi' }
d { 'x': r => Notify['a'] }
