define d($msg = "t=${title} n=${name}") { notify { $title: message => $msg } }
d { 'x': }
