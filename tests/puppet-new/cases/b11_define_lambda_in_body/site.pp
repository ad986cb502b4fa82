define d(Array $items) { $items.each |$i, $v = 'x'| { notify { "${title}-${i}-${v}": } } }
d { 'a': items => ['p', 'q'] }
