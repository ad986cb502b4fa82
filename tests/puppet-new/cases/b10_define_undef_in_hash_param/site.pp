define d(Hash $h) { notify { $title: message => String($h) } }
d { 'x': h => { 'a' => undef, 'b' => 1 } }
