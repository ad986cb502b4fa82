define d($dep) { notify { "d-${title}": message => "${dep == Notify['a']}" } }
d { 'x': dep => Notify['a'] }
