notice(group_by([1,2,3,4]) |$x| { $x % 2 })
notice(group_by({a=>1,b=>2}) |$k, $v| { $v > 1 })
notice(partition(['a', 1, 'b']) |$x| { $x =~ String })
notice(partition({a => 1, b => 2}) |$k, $v| { $v == 1 })
