notify { String([5, 6, 7].reduce |$m, $v| { $m * $v }): }
