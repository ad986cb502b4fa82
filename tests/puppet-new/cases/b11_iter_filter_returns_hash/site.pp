$h = { 'x' => 1, 'y' => 2 }.filter |$e| { $e[1] == 2 }
notify { 'h': message => $h }
