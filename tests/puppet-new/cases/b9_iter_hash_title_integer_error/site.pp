{ 1 => 'a' }.each |$k, $v| { notify { $k: } }
