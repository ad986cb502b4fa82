$entries = r12u::entries({ 'a' => 1, 'b' => 2 })
r12u_kv { $entries: }
notice($entries)
