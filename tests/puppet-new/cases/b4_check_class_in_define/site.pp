define d() { class inner { } }
d { 'x': }
