define d(Struct[{a => Integer}] $s) {}
d { 'x': s => {a => 1, b => 2} }
