$names = { 'x' => 1, 'y' => 2 }.map |$k, $v| { "${k}${v}" }
notify { $names: }
