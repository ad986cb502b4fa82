$t = { 'a' => 1, 'b' => 2 }.reduce(0) |$m, $e| { $m + $e[1] }
notify { "t${t}": }
