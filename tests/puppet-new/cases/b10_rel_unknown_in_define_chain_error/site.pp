define d() { notify { "n-${title}": } -> Notify['ghost'] }
d { 'x': }
