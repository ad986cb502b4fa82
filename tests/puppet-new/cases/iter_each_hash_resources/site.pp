{ 'a' => 1, 'b' => 2 }.each |$k, $v| { notify { $k: message => "v=${v}" } }
