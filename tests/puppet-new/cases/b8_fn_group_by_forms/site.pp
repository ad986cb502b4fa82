notice(String(group_by([a, b, ab]) |$s| { $s.length }))
notice(String(group_by([a, b, ab]) |$i, $s| { $i%2 + $s.length }))
notice(String(group_by(a => [1, 2], b => [1]) |$kv| { $kv[1].length }))
notice(String(group_by(a => [1, 2], b => [1]) |$k, $v| { $v.length }))
