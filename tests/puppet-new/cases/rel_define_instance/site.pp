define d { notify { "in-${title}": } }
d { 'x': }
notify { 'a': }
D['x'] -> Notify['a']
