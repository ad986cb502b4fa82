{ 'a' => 1, 'b' => 2 }.each |$idx, $kv| { notify { "${idx}:${kv[0]}=${kv[1]}": } }
