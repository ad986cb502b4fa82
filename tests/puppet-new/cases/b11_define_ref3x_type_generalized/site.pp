define d($r) { notify { "${title}": message => "${type($r, 'generalized')} ${type($r, 'reduced')}" } }
d { 'x': r => Notify['a'] }
