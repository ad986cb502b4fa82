$r = ['a', 'b', 'c'].filter |$i, $v| { $i % 2 == 0 }
notify { $r: }
