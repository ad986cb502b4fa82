{ 'a' => 1, 'b' => 2 }.each |$pair| { notify { "${pair[0]}=${pair[1]}": } }
