notify { String(partition(a => [1, 2], b => []) |$kv| { $kv[1].empty }): }
