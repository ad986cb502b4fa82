notice(with(1, 2) |$a, $b| { $a + $b })
notice(undef.then |$x| { 'never' })
notice(3.then |$x| { $x * 2 })
notice(undef.lest || { 'fallback' })
