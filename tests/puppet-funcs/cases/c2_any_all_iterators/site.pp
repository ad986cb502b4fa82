notice(Integer[1,3].any |$x| { $x == 2 })
notice(reverse_each([1,2]).all |$x| { $x > 0 })
notice({}.all |$k, $v| { false })
notice([].any |$x| { true })
