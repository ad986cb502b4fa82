$r = { 'a' => 1, 'b' => 2 }.map |$pair| { "${pair[0]}${pair[1]}" }
notify { $r: }
