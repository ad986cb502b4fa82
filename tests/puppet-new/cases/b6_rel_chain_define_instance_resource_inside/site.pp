define d() { notify { "in-${title}": } }
d { 'x': }
Notify['in-x'] -> Notify['z']
notify { 'z': }
