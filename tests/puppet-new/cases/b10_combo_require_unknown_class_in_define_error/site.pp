define d() { require nothing_here }
d { 'x': }
