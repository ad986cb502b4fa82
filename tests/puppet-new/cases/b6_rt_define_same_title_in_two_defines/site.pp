define d() { notify { 'shared': } }
d { 'x': } d { 'y': }
