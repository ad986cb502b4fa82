type Port = Integer[1, 65535]
define d(Port $p) { notify { $title: message => "p=${p}" } }
d { 'x': p => 80 }
