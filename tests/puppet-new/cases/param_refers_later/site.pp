define d($a = $b, $b = 2) { notify { $title: message => "${a}" } }
d { 'x': }
