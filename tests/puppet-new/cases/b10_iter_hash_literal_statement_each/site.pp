{ 'a' => 1 }.each |$k, $v| { notify { $k: } }
