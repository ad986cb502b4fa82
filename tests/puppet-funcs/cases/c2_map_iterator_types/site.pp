notice(Integer[1,3].map |$x| { $x * 2 })
notice(reverse_each([1,2]).map |$x| { $x + 1 })
notice('ab'.map |$c| { "${c}!" })
notice(2.map |$i, $v| { [$i, $v] })
