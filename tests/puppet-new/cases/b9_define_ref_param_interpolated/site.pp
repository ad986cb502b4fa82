define d($dep) { notify { "d-${title}": message => "dep=${dep}" } }
notify { 'a': }
d { 'x': dep => Notify['a'] }
