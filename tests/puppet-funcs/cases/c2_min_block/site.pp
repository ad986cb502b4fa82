notice(min('aaa', 'b', 'cc') |$a, $b| { compare(length($a), length($b)) })
notice(max([3, 1, 2]))
notice(min([3, 1, 2]))
