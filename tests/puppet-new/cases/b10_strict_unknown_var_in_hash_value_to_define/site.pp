define d(Hash $h) { notify { $title: message => String($h) } }
d { 'x': h => { 'a' => $unset_var } }
