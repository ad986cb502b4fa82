define d($x) { notify { "${title}=${x}": } }
D { x => 'dflt' }
d { 'a': }
d { 'b': x => 'set' }
