define d() { Notify["d-${title}"] -> Notify['missing'] notify { "d-${title}": } }
d { 'x': }
