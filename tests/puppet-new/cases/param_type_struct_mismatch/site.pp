define d(Struct[{a => Integer, Optional[b] => String}] $s) { }
d { 'x': s => { a => 1, c => 2 } }
