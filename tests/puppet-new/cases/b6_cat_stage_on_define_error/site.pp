define d() {}
d { 'x': stage => 'main' }
