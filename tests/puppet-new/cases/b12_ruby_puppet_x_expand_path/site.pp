notice(r12k::conf({ 'b' => 2, 'a' => 'x y' }))
