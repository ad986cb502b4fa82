notice(Integer[1,6].filter |$x| { $x % 2 == 0 })
notice(step([1,2,3,4,5,6], 2).filter |$x| { $x > 2 })
notice({a=>1, b=>2}.filter |$k, $v| { $v > 1 })
