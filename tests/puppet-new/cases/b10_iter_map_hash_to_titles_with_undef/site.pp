$h = { 'a' => undef, 'b' => 'x' }
notify { $h.map |$k, $v| { "${k}=${v}" }: }
