notify { String(group_by(a => [1, 2], b => [1]) |$kv| { $kv[1].length }): }
