define d($a, $b) { notify { $title: message => "${a == $b}" } }
d { 'x': a => Notify['n'], b => Notify['n'] }
