notice(r12_keys({ 'b' => 1, 'a' => 2 }))
notice(r12_keys('text'))
