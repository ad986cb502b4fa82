notice(String(partition(['', b, ab]) |$s| { $s.empty }))
notice(String(partition(['', b, ab]) |$i, $s| { $i == 2 or $s.empty }))
notice(String(partition(a => [1, 2], b => []) |$kv| { $kv[1].empty }))
notice(String(partition(a => [1, 2], b => []) |$k, $v| { $v.empty }))
