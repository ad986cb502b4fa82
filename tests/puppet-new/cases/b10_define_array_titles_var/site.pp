define d($v = 'dv') { notify { "d-${title}": message => $v } }
$titles = ['one', 'two']
d { $titles: v => 'shared' }
