define d(String *$rest) { }
d { 'x': }
