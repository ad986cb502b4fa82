$r = r12c::each_pair({ 'a' => 1 }) |$k, $v| { "${k}=${v * 10}" }
notice($r)
