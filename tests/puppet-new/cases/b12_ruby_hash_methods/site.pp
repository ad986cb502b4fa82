notice(r12m::hashes({ 'b' => 2, 'a' => 1, 'c' => 3 }, { 'a' => 10, 'd' => 4 }))
