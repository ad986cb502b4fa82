define d(Array[Optional[String]] $a) { notify { $title: message => $a.join('|') } }
d { 'x': a => ['a', undef, 'c'] }
