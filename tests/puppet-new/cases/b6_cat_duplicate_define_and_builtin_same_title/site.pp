define d() {}
d { 'x': }
notify { 'x': }
