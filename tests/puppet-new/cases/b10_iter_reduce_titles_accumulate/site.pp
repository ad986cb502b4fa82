$acc = ['a', 'b', 'c'].reduce([]) |$m, $x| { $m + ["${m.length}${x}"] }
notify { $acc: }
