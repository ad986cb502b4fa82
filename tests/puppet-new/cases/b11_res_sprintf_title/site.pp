$names = ['a', 'b']
$names.each |$i, $n| { notify { sprintf('%s-%03d', $n, $i): } }
