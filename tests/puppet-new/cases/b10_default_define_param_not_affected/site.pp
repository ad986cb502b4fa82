define d($message = 'own') { notify { "d-${title}": message => $message } }
D { message => 'from-default' }
d { 'x': }
