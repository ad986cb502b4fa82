{ a => [1, 2], b => [1] }.group_by |$kv| { $kv[1].length }
