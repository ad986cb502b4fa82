define d($path = "/srv/${title}", $n = $name) { notify { $title: message => "${path} ${n}" } }
d { 'a': }
d { 'b': name => 'bee' }
