define d() { break() }
d { 'x': }
