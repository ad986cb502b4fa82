$r = r12c::each_pair({ 'b' => 2, 'a' => 1 }) |$k, $v| { "${k}=${$v * 10}" }
notice($r)
notice(r12c::each_pair({ 'z' => 0 }))
