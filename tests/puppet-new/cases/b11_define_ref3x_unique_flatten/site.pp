define d($a, $b) { notify { "${title}": message => "${unique([$a, $b])} ${[[$a], [$b]].flatten}" } }
d { 'x': a => Notify['n'], b => Notify['n'] }
