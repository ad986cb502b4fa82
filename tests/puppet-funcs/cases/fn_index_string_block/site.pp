notice('abc'.index |$c| { $c == 'c' })
