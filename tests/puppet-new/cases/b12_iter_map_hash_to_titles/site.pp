$h = { 'k1' => 'v1', 'k2' => 'v2' }
notify { $h.map |$k, $v| { "${k}-${v}" }: }
