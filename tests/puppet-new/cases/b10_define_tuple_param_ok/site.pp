define d(Tuple[String, Integer, 1, 3] $t) { notify { $title: message => "${t}" } }
d { 'x': t => ['a', 1, 2] }
