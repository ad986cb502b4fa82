notice(sort(['b', 'a']) |$a, $b| { 'x' })
