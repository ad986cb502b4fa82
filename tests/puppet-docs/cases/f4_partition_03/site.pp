{ a => [1, 2], b => [] }.partition |$kv| { $kv[1].empty }
