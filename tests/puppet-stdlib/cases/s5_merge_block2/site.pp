notice(merge(['a','b']) |$i, $v| { { $v => $i } })
