define d($r) { Resource[$r] { "${title}-n": } }
d { 'x': r => Notify['a'] }
