$r = { 'a' => 1, 'b' => 2 }.reduce({}) |$m, $kv| { $m + { $kv[0] => $kv[1] * 10 } }
notify { 'r': message => $r }
